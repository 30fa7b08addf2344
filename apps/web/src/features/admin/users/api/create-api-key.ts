import { apiKeyCreatedSchema } from '@parley/contract/admin';
import { apiFetch } from '../../../../lib/api-client.ts';

export const createApiKey = (name: string) =>
  apiFetch('/admin/api-keys', { method: 'POST', json: { name }, schema: apiKeyCreatedSchema });
