import { identitySecretResponseSchema } from '@parley/contract/visitors';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { ApiDocs } from '../../http/openapi.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import { resolveIdentitySecret } from './identity-secret.ts';

export function identityRoutes(db: Db, docs: ApiDocs) {
  docs.add({
    auth: 'admin',
    tag: 'admin: settings',
    method: 'get',
    path: '/admin/visitor-identity',
    summary: 'The secret for identified visitors: the host page passes a user id and HMAC-SHA256(secret, id)',
    response: identitySecretResponseSchema,
  });
  return new Hono<AuthedEnv>().get('/visitor-identity', async (c) =>
    c.json({ secret: await resolveIdentitySecret(db) }),
  );
}
