import { type UserUpdate, userSchema } from '@parley/contract/admin';
import { apiFetch } from '../../../../lib/api-client.ts';

export const updateUser = (id: string, patch: UserUpdate) =>
  apiFetch(`/admin/users/${id}`, { method: 'PATCH', json: patch, schema: userSchema });
