import { type Faq, type FaqInput, type FaqListQuery, MAX_ALIASES_PER_LANGUAGE } from '@parley/contract/admin';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { KnowledgeService } from '../knowledge/knowledge-service.ts';
import type { Translate } from '../translate/translate-routes.ts';
import { faqsToCsv } from './faq-csv.ts';
import { type FaqImportBody, parseFaqImport } from './faq-import.ts';
import {
  allFaqs,
  deleteFaq,
  getFaq,
  insertFaqs,
  listFaqs,
  saveMachineTranslations,
  setVersionAliases,
  updateFaq,
} from './faqs-repository.ts';

const faqNotFound = () => notFound('FAQ not found');

/** The FAQ's version in one language (its own or a translation), or a 409 naming what is missing. */
export function languageVersion(faq: Faq, language: string) {
  const version = faq.language === language ? faq : faq.translations[language];
  if (!version)
    throw new AppError(
      'no_language_version',
      `This FAQ has no ${language} version yet. Add one in FAQ Management first.`,
    );
  return version;
}

/** Every FAQ change goes through here so the answer engine's knowledge (and the answer cache) follows at once. */
export class FaqsService {
  constructor(
    private readonly db: Db,
    private readonly knowledge: KnowledgeService,
    private readonly translate?: Translate,
  ) {}

  async get(id: string): Promise<Faq> {
    const faq = await getFaq(this.db, id);
    if (!faq) throw faqNotFound();
    return faq;
  }

  async list(query: FaqListQuery) {
    const { items, total } = await listFaqs(this.db, query);
    return {
      items,
      total,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }

  async create(input: FaqInput) {
    const [created] = await insertFaqs(this.db, [input]);
    await this.knowledge.changed('faqs');
    const faq = created && (await getFaq(this.db, created.id));
    if (!faq) throw new Error('created FAQ not found');
    return faq;
  }

  async update(id: string, input: FaqInput) {
    const faq = await updateFaq(this.db, id, input);
    if (!faq) throw faqNotFound();
    await this.knowledge.changed('faqs');
    return faq;
  }

  async remove(id: string) {
    if (!(await deleteFaq(this.db, id))) throw faqNotFound();
    await this.knowledge.changed('faqs');
  }

  /** Validates every row first and creates all or nothing; the first bad row is named in the error. */
  async import(body: FaqImportBody) {
    const inputs = parseFaqImport(body);
    const created = await insertFaqs(this.db, inputs);
    await this.knowledge.changed('faqs');
    return { created };
  }

  async export(format: 'json' | 'csv'): Promise<{ body: string; contentType: string }> {
    const faqs = await allFaqs(this.db);
    if (format === 'csv') return { body: faqsToCsv(faqs), contentType: 'text/csv; charset=utf-8' };
    const portable = faqs.map(({ id: _id, created_at: _c, updated_at: _u, translations, ...rest }) => ({
      ...rest,
      translations: Object.fromEntries(
        Object.entries(translations).map(([l, t]) => [
          l,
          { question: t.question, answer: t.answer, aliases: t.aliases },
        ]),
      ),
    }));
    return {
      body: JSON.stringify({ faqs: portable }, null, 2),
      contentType: 'application/json; charset=utf-8',
    };
  }

  /**
   * Adds a visitor's wording as an alias of the FAQ's version in that language (an admin approved it);
   * the chat matches it at once on every instance through the knowledge version.
   */
  async addAlias(id: string, language: string, alias: string) {
    const faq = await this.get(id);
    const version = languageVersion(faq, language);
    const text = alias.trim();
    const same = (a: string) => a.toLocaleLowerCase() === text.toLocaleLowerCase();
    if (same(version.question) || version.aliases.some(same)) return faq;
    if (version.aliases.length >= MAX_ALIASES_PER_LANGUAGE)
      throw new AppError('too_many_aliases', `At most ${MAX_ALIASES_PER_LANGUAGE} aliases per language`);
    await setVersionAliases(this.db, faq, language, [...version.aliases, text]);
    await this.knowledge.changed('faqs');
    return (await getFaq(this.db, id)) ?? faq;
  }

  /** Fills the languages an FAQ lacks with machine translations (marked as such for review). */
  async translateMissing(id: string, languages: string[]) {
    if (!this.translate)
      throw new AppError(
        'translation_unavailable',
        'No translation provider is configured (set LLM_BASE_URL and LLM_MODEL).',
      );
    const faq = await getFaq(this.db, id);
    if (!faq) throw faqNotFound();
    const missing = languages.filter((l) => l !== faq.language && !faq.translations[l]);
    const items = [];
    for (const language of missing) {
      const [question, answer] = await this.translate([faq.question, faq.answer], faq.language, language);
      // The provider returns the originals when it fails; those are not translations.
      if (question && answer && (question !== faq.question || answer !== faq.answer))
        items.push({ language, question, answer });
    }
    await saveMachineTranslations(this.db, id, items);
    await this.knowledge.changed('faqs');
    return (await getFaq(this.db, id)) ?? faq;
  }
}
