/** The filter modal's fields; empty strings mean "any". */
export interface SessionFilters {
  status: '' | 'active' | 'archived' | 'expired';
  from: string;
  to: string;
  language: string;
  minMessages: string;
  q: string;
  unanswered: boolean;
}

export const NO_FILTERS: SessionFilters = {
  status: '',
  from: '',
  to: '',
  language: '',
  minMessages: '',
  q: '',
  unanswered: false,
};

/** Query parameters for the list and the CSV export; a date-only `to` includes that whole day. */
export function filterParams(f: SessionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.status) params.set('status', f.status);
  if (f.from) params.set('from', `${f.from}T00:00:00Z`);
  if (f.to) params.set('to', `${f.to}T23:59:59.999Z`);
  if (f.language) params.set('language', f.language);
  if (f.minMessages) params.set('minMessages', f.minMessages);
  if (f.q.trim()) params.set('q', f.q.trim());
  if (f.unanswered) params.set('unanswered', 'true');
  return params;
}
