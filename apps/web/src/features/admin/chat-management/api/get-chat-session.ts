import { chatSessionDetailSchema } from '@parley/contract/chat-admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const getChatSession = (id: string) =>
  apiFetch(`/admin/chat-sessions/${encodeURIComponent(id)}`, { schema: chatSessionDetailSchema });

export const useChatSession = (id: string) =>
  useQuery({ queryKey: ['chat-session', id], queryFn: () => getChatSession(id) });
