import chardet from 'chardet';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

/**
 * Decodes a plain-text upload: a byte-order mark decides (UTF-8, UTF-16 LE/BE); otherwise valid UTF-8 is
 * UTF-8, and anything else is decoded in the encoding chardet finds most likely (Latin-1/Windows-1252 for
 * most Western files), since a wrong guess garbles accents and the passages would never match a question.
 */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, UTF8_BOM)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Files called ISO-8859-1 are nearly always Windows-1252 in practice (its superset with the euro sign
    // and curly quotes), which Node's ICU decoder does not assume by itself.
    const guess = chardet.detect(bytes)?.replace(/^ISO-8859-1$/i, 'windows-1252');
    for (const label of [guess, 'windows-1252']) {
      if (!label || /^utf-8$/i.test(label)) continue;
      try {
        return new TextDecoder(label).decode(bytes);
      } catch {
        // An encoding name the runtime does not know: try the next.
      }
    }
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export const hasUtf16Bom = (bytes: Uint8Array) =>
  startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]);

/** True when bytes read as text: no NUL bytes (except in UTF-16 with its byte-order mark) and few control characters. */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  if (hasUtf16Bom(bytes)) return bytes.length % 2 === 0;
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  }
  return control / sample.length < 0.01;
}
