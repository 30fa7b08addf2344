/** Synthetic but varied support knowledge for load tests: N FAQs and M document chunks, deterministic. */
const SUBJECTS = [
  'order',
  'parcel',
  'invoice',
  'account',
  'password',
  'subscription',
  'refund',
  'voucher',
  'jacket',
  'tent',
  'backpack',
  'boots',
  'warranty',
  'delivery',
  'address',
  'payment',
  'card',
  'newsletter',
  'store',
  'size',
];
const ACTIONS = [
  'change',
  'cancel',
  'track',
  'return',
  'update',
  'reset',
  'download',
  'exchange',
  'repair',
  'find',
  'renew',
  'transfer',
  'confirm',
  'delete',
  'upgrade',
];
const CONTEXTS = [
  'abroad',
  'after 30 days',
  'as a business',
  'on mobile',
  'without an account',
  'for a gift',
  'in a store',
  'with PayPal',
  'before shipping',
  'during a sale',
];
const WORDS =
  'outdoor gear trail waterproof breathable insulation seam zipper fabric recycled merino fleece shell layer hike camp summit weather storm cold warm dry wash care repair stitch buckle strap frame pole stake guy line vestibule footprint groundsheet'.split(
    ' ',
  );

function* seq<T>(items: T[], n: number, seed: number): Generator<T> {
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield items[x % items.length] as T;
  }
}

export function syntheticFaqs(n: number) {
  const out: { question: string; answer: string; aliases: string[]; category: string; keywords: string[] }[] =
    [];
  let i = 0;
  for (const action of ACTIONS)
    for (const subject of SUBJECTS)
      for (const context of CONTEXTS) {
        if (out.length >= n) return out;
        i++;
        out.push({
          question: `How do I ${action} my ${subject} ${context}?`,
          answer: `To ${action} your ${subject} ${context}, open your account, choose ${subject}s and follow step ${(i % 7) + 1}. Our team confirms within ${(i % 5) + 1} business days.`,
          aliases: [`${action} ${subject} ${context}`, `can I ${action} a ${subject} ${context}`],
          category: subject,
          keywords: [action, subject],
        });
      }
  return out;
}

export function syntheticChunks(m: number) {
  const gen = seq(WORDS, m * 60, 7);
  return Array.from({ length: m }, (_, i) => {
    const words = Array.from({ length: 60 }, () => gen.next().value as string);
    return {
      title: `Guide section ${i + 1}`,
      content: `${words.slice(0, 30).join(' ')}. ${words.slice(30).join(' ')}.`,
    };
  });
}

/** Visitor questions that paraphrase the FAQs with a unique order number, so each one misses the cache. */
export function visitorQuestions(n: number): string[] {
  const actions = [...seq(ACTIONS, n, 11)];
  const subjects = [...seq(SUBJECTS, n, 13)];
  const contexts = [...seq(CONTEXTS, n, 17)];
  return actions.map((a, i) => `hi, I want to ${a} the ${subjects[i]} ${contexts[i]}, order ${100000 + i}`);
}
