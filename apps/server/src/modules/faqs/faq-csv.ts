import type { Faq } from '@parley/contract/admin';
import { csvCell } from '../../http/csv-cell.ts';

const LIST_SEPARATOR = ' | ';

/** RFC 4180 rows (quoted cells may hold commas, quotes and newlines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

/** Undoes the export's formula neutralization so a round trip keeps the text. */
const unneutralize = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/**
 * CSV columns: question, answer, status, category, keywords, aliases, language (the FAQ's own language), then
 * question_<lang>, answer_<lang>, aliases_<lang> per language version. Lists are separated by "|".
 */
export function csvToFaqObjects(text: string): Record<string, unknown>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const names = header.map((h) => h.trim().toLowerCase());
  return rows.map((cells) => {
    const get = (name: string) => {
      const i = names.indexOf(name);
      return i >= 0 ? unneutralize(cells[i] ?? '') : undefined;
    };
    const languages = new Set(names.flatMap((n) => n.match(/^question_([a-z]{2})$/)?.[1] ?? []));
    const translations: Record<string, unknown> = {};
    for (const lang of languages) {
      const question = get(`question_${lang}`);
      const answer = get(`answer_${lang}`);
      if (question || answer)
        translations[lang] = { question, answer, aliases: splitList(get(`aliases_${lang}`)) };
    }
    return {
      question: get('question'),
      answer: get('answer'),
      ...(get('status') ? { status: get('status')?.trim().toLowerCase() } : {}),
      ...(get('category') ? { category: get('category') } : {}),
      keywords: splitList(get('keywords')),
      aliases: splitList(get('aliases')),
      // Without the column (older exports, hand-made files) the import's default applies: English.
      ...(get('language') ? { language: get('language')?.trim().toLowerCase() } : {}),
      translations,
    };
  });
}

export function faqsToCsv(faqs: Faq[]): string {
  const languages = [...new Set(faqs.flatMap((f) => Object.keys(f.translations)))].sort();
  const header = [
    'question',
    'answer',
    'status',
    'category',
    'keywords',
    'aliases',
    'language',
    ...languages.flatMap((l) => [`question_${l}`, `answer_${l}`, `aliases_${l}`]),
  ];
  const lines = faqs.map((f) =>
    [
      f.question,
      f.answer,
      f.status,
      f.category ?? '',
      f.keywords.join(LIST_SEPARATOR),
      f.aliases.join(LIST_SEPARATOR),
      f.language,
      ...languages.flatMap((l) => {
        const t = f.translations[l];
        return t ? [t.question, t.answer, t.aliases.join(LIST_SEPARATOR)] : ['', '', ''];
      }),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
