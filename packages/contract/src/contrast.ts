// Plain code with no zod import: the widget bundles it to check a page's accent colour.

/** WCAG AA minimum contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** A six-digit hex colour such as #4f46e5 (the only form the settings and the embed accept). */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two six-digit hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether white text (the widget's header, buttons and the visitor's bubbles) stays readable on the colour. */
export const keepsWhiteTextReadable = (accent: string): boolean =>
  HEX_COLOUR.test(accent) && contrastRatio(accent, '#ffffff') >= MIN_TEXT_CONTRAST;
