import { describe, expect, it } from 'vitest';
import { asOrigin, isHostToWidget, isWidgetToHost } from './embed-messages.ts';

describe('embed messages', () => {
  it('accepts only the exact message shapes', () => {
    expect(isWidgetToHost({ source: 'parley-widget', type: 'state', state: 'expanded' })).toBe(true);
    expect(isWidgetToHost({ source: 'parley-widget', type: 'state', state: 'huge' })).toBe(false);
    expect(isWidgetToHost('parley')).toBe(false);
    expect(isHostToWidget({ source: 'parley-host', type: 'ask', question: 'Hi' })).toBe(true);
    expect(isHostToWidget({ source: 'parley-host', type: 'ask', question: 42 })).toBe(false);
    expect(isHostToWidget({ source: 'parley-host', type: 'eval', code: 'alert(1)' })).toBe(false);
  });

  it('accepts only plain http(s) origins', () => {
    expect(asOrigin('https://shop.example')).toBe('https://shop.example');
    expect(asOrigin('https://shop.example/path')).toBeUndefined();
    expect(asOrigin('javascript:alert(1)')).toBeUndefined();
    expect(asOrigin(null)).toBeUndefined();
  });
});
