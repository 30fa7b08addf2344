const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REGION_CODES = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => `${a}${b}`));

/**
 * Every country's name in a language, from the runtime's own locale data (Intl.DisplayNames), so no list
 * is kept here. The language's most likely country (Japan for Japanese, Germany for German) is left out:
 * its name usually means home, not abroad ("日本語", "innerhalb Deutschlands").
 */
export function countryNames(language: string, except: ReadonlySet<string>): string[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const region = new Intl.Locale(language).maximize().region;
  // By name: retired codes share it (DD is shown as Germany too).
  const home = region ? names.of(region) : undefined;
  const out = new Set<string>();
  for (const code of REGION_CODES) {
    if (except.has(code)) continue;
    let name: string | undefined;
    try {
      name = names.of(code);
    } catch {
      // Codes the runtime does not know are skipped; some ICU builds throw instead of returning undefined.
      name = undefined;
    }
    // "Myanmar (Burma)", "Congo - Kinshasa": the name as visitors write it is the part before the qualifier.
    const plain = name?.split(/ \(| - /)[0]?.trim();
    if (plain && name !== home) out.add(plain);
  }
  return [...out];
}
