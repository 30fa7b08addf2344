/**
 * What "anonymized storage" keeps of a visitor: the browser family instead of the full user agent (which,
 * with versions and platform, narrows a visitor down), and messages with e-mail addresses and phone numbers
 * masked. The visitor's IP address is never stored either way.
 */

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSER_FAMILIES: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

export function browserFamily(userAgent: string): string {
  return BROWSER_FAMILIES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// A run of 7 to 15 digits, optionally with a leading +, and spaces, dots, dashes or brackets between them.
// Not inside a Latin word or a longer number; CJK text puts numbers right next to letters ("电话138…").
const PHONE = /(?<![\p{N}A-Za-z])\+?\(?\d(?:[\s.()-]{0,2}\d){6,14}(?![\p{N}A-Za-z])/gu;

export const MASKED_EMAIL = '[email]';
export const MASKED_PHONE = '[phone]';

export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, MASKED_EMAIL).replace(PHONE, MASKED_PHONE);
}

/** A URL reduced to its origin: paths and query strings can carry names, e-mails or tokens. */
export function originOnly(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url === 'direct' ? url : '';
  }
}
