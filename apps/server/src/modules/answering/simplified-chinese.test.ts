import { describe, expect, it } from 'vitest';
import { asSimplifiedChinese } from './simplified-chinese.ts';

describe('asSimplifiedChinese', () => {
  it('writes Traditional characters as Simplified', () => {
    expect(asSimplifiedChinese('退貨要怎麼辦理？運費誰出？')).toBe('退货要怎么办理？运费谁出？');
    expect(asSimplifiedChinese('我想取消訂單')).toBe('我想取消订单');
  });

  it('leaves Simplified Chinese, Japanese (text with kana) and other scripts as they are', () => {
    expect(asSimplifiedChinese('退货要怎么办理？')).toBe('退货要怎么办理？');
    expect(asSimplifiedChinese('駐車場はありますか')).toBe('駐車場はありますか');
    expect(asSimplifiedChinese('Wo ist mein Paket?')).toBe('Wo ist mein Paket?');
  });
});
