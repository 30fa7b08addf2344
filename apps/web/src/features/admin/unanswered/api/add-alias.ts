import { faqSchema } from '@parley/contract/admin';
import type { AddAlias } from '@parley/contract/learning';
import { apiFetch } from '../../../../lib/api-client.ts';

export const addAlias = (input: AddAlias) =>
  apiFetch('/admin/unanswered/aliases', { method: 'POST', json: input, schema: faqSchema });
