import { languageCodeSchema } from '@parley/contract/language-code-schema';
import { z } from 'zod';

const faqTextSchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
  aliases: z.array(z.string().min(1)),
});

/**
 * A business's FAQs as data: the demo seed and the benchmark sets share this shape. Each FAQ has a
 * stable slug and its language versions (any subset of languages; the first is the FAQ's own).
 */
export const faqSetSchema = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    category: z.string().min(1),
    keywords: z.array(z.string().min(1)),
    translations: z
      .record(languageCodeSchema, faqTextSchema)
      .refine((t) => Object.keys(t).length > 0, 'a FAQ needs at least one language version'),
  }),
);

export type FaqSet = z.infer<typeof faqSetSchema>;
export type FaqSetEntry = FaqSet[number];

/** Words or phrases per language, as the answering engine's word-list data files hold them. */
export const wordsByLanguageSchema = z.record(languageCodeSchema, z.array(z.string().min(1)));

/** Parses data files at load, naming the file and the first bad field instead of failing later. */
export function parseData<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file} is invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}
