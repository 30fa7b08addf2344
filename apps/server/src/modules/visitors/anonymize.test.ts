import { describe, expect, it } from 'vitest';
import { browserFamily, maskPersonalData, originOnly } from './anonymize.ts';

describe('anonymized storage helpers', () => {
  it('reduces user agents to the browser family', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(browserFamily(chrome)).toBe('Chrome');
    expect(browserFamily(`${chrome} Edg/131.0.0.0`)).toBe('Edge');
    expect(browserFamily('Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox',
    );
    expect(
      browserFamily(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari');
    expect(browserFamily('curl/8.5.0')).toBe('Other');
  });

  it('masks e-mail addresses and phone numbers but not short numbers', () => {
    expect(maskPersonalData('Write to jane.doe+shop@example.co.uk or call +44 20 7946 0958.')).toBe(
      'Write to [email] or call [phone].',
    );
    expect(maskPersonalData('Mi número es (555) 123-4567, pedido 4411')).toBe(
      'Mi número es [phone], pedido 4411',
    );
    expect(maskPersonalData('电话13812345678')).toBe('电话[phone]');
    expect(maskPersonalData('I ordered 2 items on 12.03')).toBe('I ordered 2 items on 12.03');
  });

  it('keeps only the origin of URLs', () => {
    expect(originOnly('https://shop.example.com/account?email=a@b.c')).toBe('https://shop.example.com');
    expect(originOnly('direct')).toBe('direct');
  });
});
