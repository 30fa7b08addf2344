import { Unzip, UnzipInflate, unzipSync } from 'fflate';

/** A DOCX unpacks to a few MB; more than this is a "zip bomb" or no ordinary document. */
export const MAX_UNPACKED_BYTES = 150 * 1024 * 1024;
/** XML compresses about 5-20 times; a bomb of repeated bytes about 1000 times. */
const MAX_RATIO = 200;

/** The sizes the zip declares, read from its directory without inflating anything. */
function declaredWithinLimit(zip: Uint8Array, limit: number): boolean {
  let total = 0;
  let ratioOk = true;
  unzipSync(zip, {
    filter: (file) => {
      total += file.originalSize;
      if (file.size > 0 && file.originalSize / file.size > MAX_RATIO && file.originalSize > 1024 * 1024)
        ratioOk = false;
      return false;
    },
  });
  return ratioOk && total <= limit;
}

/**
 * False for a zip bomb. The declared sizes and compression ratios decide at once; since a zip can lie
 * about them, every entry is then inflated (and discarded) while the bytes it really produces are counted,
 * stopping as soon as the total passes the limit.
 */
export function unpacksWithinLimit(zip: Uint8Array, limit = MAX_UNPACKED_BYTES): boolean {
  if (!declaredWithinLimit(zip, limit)) return false;
  let total = 0;
  let exceeded = false;
  const unzip = new Unzip((file) => {
    file.ondata = (err, chunk) => {
      if (err) throw err;
      total += chunk.length;
      if (total > limit && !exceeded) {
        exceeded = true;
        file.terminate();
      }
    };
    if (!exceeded) file.start();
  });
  unzip.register(UnzipInflate);
  const step = 64 * 1024;
  for (let i = 0; i < zip.length && !exceeded; i += step) {
    unzip.push(zip.subarray(i, i + step), i + step >= zip.length);
  }
  return !exceeded;
}
