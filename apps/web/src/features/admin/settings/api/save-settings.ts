import { type ChatbotSettings, chatbotSettingsSchema } from '@parley/contract/settings';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const saveSettings = (next: ChatbotSettings) =>
  apiFetch('/admin/settings', { method: 'PUT', json: next, schema: chatbotSettingsSchema });

/**
 * Saves the whole settings object; the saved copy replaces the cached one and the public settings (languages,
 * branding) that other admin pages read are refreshed. `saved()` is the last copy the server accepted.
 */
export function useSaveSettings() {
  const client = useQueryClient();
  return {
    save: async (next: ChatbotSettings) => {
      const saved = await saveSettings(next);
      client.setQueryData(['settings'], saved);
      void client.invalidateQueries({ queryKey: ['settings-public'] });
      return saved;
    },
    saved: () => client.getQueryData<ChatbotSettings>(['settings']),
  };
}
