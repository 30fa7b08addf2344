import { describe, expect, it } from 'vitest';
import { LANGUAGE_SAMPLES, passageLanguages } from './passage-languages.ts';

/** A stand-in detector: Spanish when the text says "hola", else English; it counts its calls. */
function fakeDetector() {
  const calls = { n: 0 };
  const detect = async (text: string) => {
    calls.n++;
    return text.includes('hola') ? 'es' : 'en';
  };
  return { calls, detect };
}

describe('passage languages', () => {
  it('checks every passage of a short document', async () => {
    const { calls, detect } = fakeDetector();
    expect(await passageLanguages(['hello', 'hola amigos', 'bye'], 'en', detect)).toEqual(['en', 'es', 'en']);
    expect(calls.n).toBe(3);
  });

  it('gives a long single-language document its language after checking only a sample', async () => {
    const { calls, detect } = fakeDetector();
    const contents = Array.from({ length: 10_000 }, (_, i) => `passage ${i}`);
    const languages = await passageLanguages(contents, 'en', detect);
    expect(new Set(languages)).toEqual(new Set(['en']));
    expect(languages).toHaveLength(10_000);
    expect(calls.n).toBe(LANGUAGE_SAMPLES);
  });

  it('checks every passage of a long document when a sample is in another language', async () => {
    const { detect } = fakeDetector();
    const contents = Array.from({ length: 1_000 }, (_, i) => (i >= 500 ? `hola ${i}` : `hello ${i}`));
    const languages = await passageLanguages(contents, 'en', detect);
    expect(languages[499]).toBe('en');
    expect(languages[500]).toBe('es');
  });
});
