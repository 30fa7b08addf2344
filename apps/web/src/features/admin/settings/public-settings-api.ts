import type { PublicSettingsResponse } from '@parley/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The public settings (languages, translation availability) the admin pages read; Settings refreshes them on save. */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings-public'],
    queryFn: () => apiFetch<PublicSettingsResponse>('/settings/public'),
  });
}
