import { describe, expect, it } from 'vitest';
import { asSimplifiedChinese, asTraditionalChinese, writesTraditional } from './chinese-script.ts';

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

describe('writing to a visitor who writes Traditional characters', () => {
  it('tells Traditional Chinese from Simplified, Japanese and text that is the same in both', () => {
    expect(writesTraditional('退貨要怎麼辦理？')).toBe(true);
    expect(writesTraditional('退货要怎么办理？')).toBe(false);
    expect(writesTraditional('你好')).toBe(false);
    expect(writesTraditional('駐車場はありますか')).toBe(false);
    expect(writesTraditional('Where is my parcel?')).toBe(false);
  });

  it('writes Simplified text in Traditional characters, leaving Japanese and Latin text as they are', async () => {
    expect(await asTraditionalChinese('标准配送需要3-5个工作日。')).toBe('標準配送需要3-5個工作日。');
    expect(await asTraditionalChinese('头发')).toBe('頭髮');
    expect(await asTraditionalChinese('駐車場はありますか')).toBe('駐車場はありますか');
    expect(await asTraditionalChinese('Standard delivery')).toBe('Standard delivery');
  });
});
