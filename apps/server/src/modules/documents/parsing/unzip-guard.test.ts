import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeDocx, makeZipBombDocx } from '../test-files.ts';
import { unpacksWithinLimit } from './unzip-guard.ts';

describe('zip bomb guard', () => {
  it('lets an ordinary DOCX through', () => {
    expect(
      unpacksWithinLimit(makeDocx([{ heading: 'Terms', paragraphs: ['Returns within 30 days.'] }])),
    ).toBe(true);
  });

  it('refuses a zip that declares a huge, extremely compressed entry', () => {
    expect(unpacksWithinLimit(makeZipBombDocx(20), 10 * 1024 * 1024)).toBe(false);
  });

  it('counts the bytes really inflated, whatever the zip declares', () => {
    // Incompressible, so only the count of inflated bytes can stop it: 3 MB against a 1 MB limit.
    const data = new Uint8Array(randomBytes(3 * 1024 * 1024));
    expect(unpacksWithinLimit(zipSync({ 'a.bin': data }), 1024 * 1024)).toBe(false);
    expect(unpacksWithinLimit(zipSync({ 'a.bin': data }), 4 * 1024 * 1024)).toBe(true);
  });
});
