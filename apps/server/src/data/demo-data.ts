import { z } from 'zod';
import documentsJson from './demo-documents.json' with { type: 'json' };
import faqsJson from './demo-faqs.json' with { type: 'json' };
import { faqSetSchema, parseData } from './faq-set.ts';

/** The demo business "Northwind Outfitters": FAQs in all twelve default languages. */
export const demoFaqs = parseData(faqSetSchema, faqsJson, 'demo-faqs.json');

/** Two short text documents of the demo business, processed into passages at seeding. */
export const demoDocuments = parseData(
  z.array(
    z.object({
      name: z.string().min(1),
      fileType: z.literal('txt'),
      language: z.string().min(2),
      category: z.string().min(1),
      content: z.string().min(1),
    }),
  ),
  documentsJson,
  'demo-documents.json',
);
