import { randomUUID } from 'node:crypto';
import type { Db } from './db/client.ts';
import { faqs, faqTranslations } from './db/schema.ts';

export interface FixtureFaq {
  question: string;
  answer: string;
  aliases?: string[];
  category?: string;
  keywords?: string[];
  status?: 'active' | 'inactive';
  translations?: Record<string, { question: string; answer: string; aliases?: string[] }>;
}

/** Inserts FAQs (English base + translations) directly, for tests that need known knowledge. */
export async function insertFaqs(db: Db, items: FixtureFaq[]): Promise<string[]> {
  const ids: string[] = [];
  for (const item of items) {
    const id = randomUUID();
    ids.push(id);
    await db.insert(faqs).values({
      id,
      question: item.question,
      answer: item.answer,
      aliases: item.aliases ?? [],
      category: item.category ?? null,
      keywords: item.keywords ?? [],
      status: item.status ?? 'active',
    });
    for (const [language, t] of Object.entries(item.translations ?? {})) {
      await db
        .insert(faqTranslations)
        .values({ faqId: id, language, question: t.question, answer: t.answer, aliases: t.aliases ?? [] });
    }
  }
  return ids;
}

export const shopFaqs: FixtureFaq[] = [
  {
    question: 'How long does shipping take?',
    answer: 'Standard delivery takes 3-5 business days.',
    aliases: ['delivery time', 'when will my order arrive'],
    category: 'shipping',
    keywords: ['shipping', 'delivery'],
    translations: {
      es: {
        question: '¿Cuánto tarda el envío?',
        answer: 'La entrega estándar tarda de 3 a 5 días hábiles.',
        aliases: ['tiempo de entrega'],
      },
      zh: {
        question: '运费和配送需要多长时间？',
        answer: '标准配送需要3-5个工作日。',
        aliases: ['多久能到货'],
      },
    },
  },
  {
    question: 'What is your return policy?',
    answer: 'You can return any unused item within 30 days for a full refund.',
    aliases: ['how do I return an item', 'send something back'],
    category: 'returns',
    keywords: ['return', 'refund'],
    translations: {
      es: {
        question: '¿Cuál es su política de devoluciones?',
        answer: 'Puede devolver cualquier artículo sin usar en 30 días.',
        aliases: ['devolver un producto'],
      },
    },
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'We accept Visa, Mastercard, PayPal and bank transfer.',
    aliases: ['can I pay with paypal', 'credit card'],
    category: 'payment',
    keywords: ['payment', 'pay', 'card'],
  },
];
