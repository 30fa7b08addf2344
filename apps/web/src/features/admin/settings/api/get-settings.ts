import { chatbotSettingsSchema } from '@parley/contract/settings';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const getSettings = () => apiFetch('/admin/settings', { schema: chatbotSettingsSchema });

export const useChatbotSettings = () => useQuery({ queryKey: ['settings'], queryFn: getSettings });
