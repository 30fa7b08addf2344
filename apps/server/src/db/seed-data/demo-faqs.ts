import type { DemoFaq } from './demo-faq-types.ts';
import { gearFaqs } from './demo-faqs-gear.ts';
import { returnsFaqs } from './demo-faqs-returns.ts';
import { serviceFaqs } from './demo-faqs-service.ts';
import { shippingFaqs } from './demo-faqs-shipping.ts';
import { storeFaqs } from './demo-faqs-store.ts';

/** The demo business's FAQs, each written in all twelve default languages. */
export const demoFaqs: DemoFaq[] = [
  ...shippingFaqs,
  ...returnsFaqs,
  ...serviceFaqs,
  ...gearFaqs,
  ...storeFaqs,
];
