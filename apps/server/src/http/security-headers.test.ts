import { describe, expect, it } from 'vitest';
import { frameAncestors } from './security-headers.ts';

describe('frame-ancestors from the allowed origins', () => {
  it('drops entries that are not origins, so no stored value can add a CSP directive', () => {
    const header = frameAncestors(["https://a.example; script-src 'unsafe-inline'", 'https://b.example']);
    expect(header).toBe("'self' https://b.example");
  });

  it('keeps at most 100 origins (5,000 entries once made a 64 KB header)', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `https://s${i}.example`);
    expect(frameAncestors(many).split(' ')).toHaveLength(101);
  });
});
