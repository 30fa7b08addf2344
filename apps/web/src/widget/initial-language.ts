import { REGION_LANGUAGE } from '@parley/contract/languages';

/**
 * The widget's first language: the visitor's last choice, else the region preset from their country,
 * else the browser's language, else the chatbot's default; only configured languages count.
 */
export function chooseInitialLanguage(input: {
  stored: string | null;
  countryCode: string | null;
  browserLanguages: readonly string[];
  configured: string[];
  defaultLanguage: string;
}): string {
  const ok = (code: string | null | undefined): code is string => !!code && input.configured.includes(code);
  if (ok(input.stored)) return input.stored;
  const regional = input.countryCode ? REGION_LANGUAGE[input.countryCode.toUpperCase()] : undefined;
  if (ok(regional)) return regional;
  for (const tag of input.browserLanguages) {
    const code = tag.toLowerCase().split('-')[0];
    if (ok(code)) return code;
  }
  return ok(input.defaultLanguage) ? input.defaultLanguage : (input.configured[0] ?? 'en');
}
