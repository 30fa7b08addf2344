import { type FaqInput, faqInputSchema } from '@parley/contract/admin';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { csvToFaqObjects } from './faq-csv.ts';

/** An import file: Parley's JSON export ({"faqs": [...]}) or its CSV. */
export type FaqImportBody = { kind: 'json'; value: unknown } | { kind: 'csv'; text: string };

/**
 * The FAQs of an import file, every row validated; the first bad row is named in the error. The support
 * bench reads a business's FAQs through here too, so it measures what an import would hold.
 */
export function parseFaqImport(body: FaqImportBody): FaqInput[] {
  const rows =
    body.kind === 'csv'
      ? csvToFaqObjects(body.text)
      : z.object({ faqs: z.array(z.unknown(), { error: 'Send {"faqs": [...]}' }) }).parse(body.value).faqs;
  if (rows.length === 0) throw new AppError('validation_error', 'The file contains no FAQs.');
  if (rows.length > 10_000) throw new AppError('validation_error', 'At most 10000 FAQs per import.');
  const inputs: FaqInput[] = [];
  for (const [i, row] of rows.entries()) {
    const parsed = faqInputSchema.safeParse(row);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // CSV rows are counted as a spreadsheet shows them (header is row 1).
      const label = body.kind === 'csv' ? `Row ${i + 2}` : `FAQ ${i + 1}`;
      const field = issue?.path.length ? ` (${issue.path.join('.')})` : '';
      throw new AppError(
        'validation_error',
        `${label}${field}: ${issue?.message ?? 'invalid'}. Nothing was imported.`,
        {
          row: i + 1,
        },
      );
    }
    inputs.push(parsed.data);
  }
  return inputs;
}
