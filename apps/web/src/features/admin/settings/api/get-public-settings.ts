import { publicSettingsResponseSchema } from '@parley/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const getPublicSettings = () => apiFetch('/settings/public', { schema: publicSettingsResponseSchema });

/** The public settings (languages, translation availability) the admin pages read; Settings refreshes them on save. */
export const usePublicSettings = () =>
  useQuery({ queryKey: ['settings-public'], queryFn: getPublicSettings });
