import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** One dev-set question and the document that answers it (by its display name). */
const questionSchema = z.object({
  language: z.string().length(2),
  document: z.string().min(1),
  question: z.string().min(3),
});
export type DevQuestion = z.infer<typeof questionSchema>;

export function loadQuestions(): DevQuestion[] {
  const raw = JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8')) as unknown;
  return z.array(questionSchema).min(40).parse(raw);
}
