import { clearExpiredResponseSchema } from '@parley/contract/chat-admin';
import { apiFetch } from '../../../../lib/api-client.ts';

export const clearExpiredSessions = () =>
  apiFetch('/admin/chat-sessions/clear-expired', { method: 'POST', schema: clearExpiredResponseSchema });
