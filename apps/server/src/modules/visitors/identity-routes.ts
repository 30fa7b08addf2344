import { identitySecretResponseSchema } from '@parley/contract/visitors';
import { Hono } from 'hono';
import type { ApiDocs } from '../../http/openapi.ts';
import type { AuthedEnv } from '../auth/current-user.ts';

/** `secret` reads (or creates once) the identity secret shared by every instance. */
export function identityRoutes(secret: () => Promise<string>, docs: ApiDocs) {
  docs.add({
    auth: 'admin',
    tag: 'admin: settings',
    method: 'get',
    path: '/admin/visitor-identity',
    summary: 'The secret for identified visitors: the host page passes a user id and HMAC-SHA256(secret, id)',
    response: identitySecretResponseSchema,
  });
  return new Hono<AuthedEnv>().get('/visitor-identity', async (c) => c.json({ secret: await secret() }));
}
