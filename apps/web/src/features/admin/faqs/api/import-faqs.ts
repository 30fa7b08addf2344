import { faqImportResponseSchema } from '@parley/contract/admin';
import { apiFetch } from '../../../../lib/api-client.ts';

/** A CSV file is sent as text; JSON as parsed (a SyntaxError reaches the caller). */
export const importFaqs = (file: { name: string; text: string }) =>
  apiFetch('/admin/faqs/import', {
    method: 'POST',
    schema: faqImportResponseSchema,
    ...(file.name.toLowerCase().endsWith('.csv')
      ? { body: file.text, headers: { 'content-type': 'text/csv' } }
      : { json: JSON.parse(file.text) }),
  });
