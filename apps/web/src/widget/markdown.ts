/**
 * A tiny Markdown subset for answers (paragraphs, lists, quotes, bold, italics, links) parsed into a tree
 * that the widget renders as elements. Text is never treated as HTML, images are not supported, and only
 * http(s) and same-site links survive.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'p'; children: Inline[] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'ul' | 'ol'; items: Inline[][] };

export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  return undefined;
}

const INLINE =
  /\*\*(.+?)\*\*|(?<![\w*])\*(?!\s)(.+?)\*(?!\w)|(?<!\w)_(?!\s)(.+?)_(?!\w)|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const index = m.index ?? 0;
    if (index > last) out.push({ type: 'text', text: text.slice(last, index) });
    if (m[1] !== undefined) out.push({ type: 'strong', children: parseInline(m[1]) });
    else if (m[2] !== undefined || m[3] !== undefined)
      out.push({ type: 'em', children: parseInline(m[2] ?? m[3] ?? '') });
    else if (m[4] !== undefined) {
      const href = safeHref(m[5] ?? '');
      out.push(href ? { type: 'link', href, children: parseInline(m[4]) } : { type: 'text', text: m[4] });
    }
    last = index + m[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.every((l) => /^\s*[-*•]\s+/.test(l))) {
      blocks.push({ type: 'ul', items: lines.map((l) => parseInline(l.replace(/^\s*[-*•]\s+/, ''))) });
    } else if (lines.every((l) => /^\s*\d+[.)]\s+/.test(l))) {
      blocks.push({ type: 'ol', items: lines.map((l) => parseInline(l.replace(/^\s*\d+[.)]\s+/, ''))) });
    } else if (lines.every((l) => /^\s*>/.test(l))) {
      blocks.push({
        type: 'quote',
        children: parseInline(lines.map((l) => l.replace(/^\s*>\s?/, '')).join(' ')),
      });
    } else {
      blocks.push({ type: 'p', children: parseInline(lines.join('\n')) });
    }
  }
  return blocks;
}
