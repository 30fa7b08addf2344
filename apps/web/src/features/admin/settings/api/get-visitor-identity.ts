import { identitySecretResponseSchema } from '@parley/contract/visitors';
import { apiFetch } from '../../../../lib/api-client.ts';

export const getVisitorIdentity = () =>
  apiFetch('/admin/visitor-identity', { schema: identitySecretResponseSchema });
