import { strToU8, zipSync, zlibSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * The 10 MB files of the processing bench, made on the fly and deterministic. Real files that large hold
 * pictures as well as text, so the PDF and the DOCX carry incompressible photos (random pixels) besides a
 * long text: the PDF 300 pages of ~7 KB of text, the DOCX as much text as the 10 MB TXT.
 */
export const MB = 1024 * 1024;

const SUBJECTS = [
  'The pump',
  'Your boiler',
  'The filter',
  'The thermostat',
  'Each valve',
  'The fan',
  'The burner',
  'The control panel',
  'The pressure gauge',
  'The water tank',
];
const VERBS = [
  'should be checked',
  'must be cleaned',
  'can be replaced',
  'is inspected',
  'needs to be reset',
  'may be adjusted',
  'is tested',
];
const WHEN = [
  'every spring',
  'after a power cut',
  'before the heating season',
  'once a year',
  'when the display shows an error',
  'after a long holiday',
  'every two years',
];
const HOW = [
  'by a certified technician',
  'with the supplied key',
  'following the steps in this chapter',
  'without opening the casing',
  'using the service menu',
  'after switching off the power',
];

function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x;
  };
}

export interface Section {
  heading: string;
  paragraphs: string[];
}

/** Headed sections of ordinary sentences, about `chars` characters in all. */
export function manualSections(chars: number): Section[] {
  const next = random(42);
  const pick = <T>(items: T[]) => items[next() % items.length] as T;
  const sentence = () => `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(WHEN)} ${pick(HOW)}.`;
  const paragraph = (n: number) => Array.from({ length: n }, sentence).join(' ');
  const sections: Section[] = [];
  let size = 0;
  for (let n = 1; size < chars; n++) {
    const paragraphs = [paragraph(4), paragraph(5), paragraph(3)];
    sections.push({ heading: `Chapter ${n}: maintenance notes`, paragraphs });
    size += paragraphs.reduce((sum, p) => sum + p.length + 2, 0) + 30;
  }
  return sections;
}

const asText = (sections: Section[]) =>
  sections.map((s) => `${s.heading}\n\n${s.paragraphs.join('\n\n')}`).join('\n\n');

export function largeTxt(bytes = 10 * MB): Uint8Array {
  return strToU8(asText(manualSections(bytes))).slice(0, bytes);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(strToU8(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A greyscale PNG of random pixels (a photo, as far as compression goes) of about `bytes` bytes. */
export function noisePng(bytes: number, seed: number): Uint8Array {
  const side = Math.ceil(Math.sqrt(bytes));
  // xorshift32: an LCG's low bytes repeat, and a deflater would find the repeats.
  let x = seed * 2654435761 || 1;
  const raw = new Uint8Array((side + 1) * side);
  for (let i = 0; i < raw.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    raw[i] = i % (side + 1) === 0 ? 0 : x & 0xff;
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, side);
  view.setUint32(4, side);
  header.set([8, 0, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibSync(raw, { level: 0 })),
    pngChunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** `pages` A4 pages of small print (about 7 KB of text each), each with a photo, just under `bytes`. */
export async function largePdf(bytes = 10 * MB, pages = 300): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = asText(manualSections(pages * 7_000))
    .split('\n')
    .flatMap((l) => l.match(/.{1,120}(\s|$)/g) ?? ['']);
  const perPage = Math.ceil(lines.length / pages);
  // Measure the text-only file first, then share the remaining bytes among the pages' photos.
  const textOnly = await (async () => {
    const probe = await PDFDocument.create();
    const f = await probe.embedFont(StandardFonts.Helvetica);
    for (let p = 0; p < pages; p++) {
      const page = probe.addPage([595, 842]);
      lines.slice(p * perPage, (p + 1) * perPage).forEach((text, i) => {
        page.drawText(text.trim(), { x: 30, y: 812 - i * 9, size: 7, font: f });
      });
    }
    return (await probe.save()).length;
  })();
  // pdf-lib stores a PNG's pixels in its own way: measure what one photo adds to a file.
  const perPhotoRatio = await (async () => {
    const probe = await PDFDocument.create();
    const empty = (await probe.save()).length;
    const png = noisePng(30_000, 1);
    probe.addPage().drawImage(await probe.embedPng(png), { x: 0, y: 0, width: 10, height: 10 });
    return ((await probe.save()).length - empty) / png.length;
  })();
  const photoBytes = Math.max(0, Math.floor((bytes * 0.97 - textOnly) / pages / perPhotoRatio));
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([595, 842]);
    lines.slice(p * perPage, (p + 1) * perPage).forEach((text, i) => {
      page.drawText(text.trim(), { x: 30, y: 812 - i * 9, size: 7, font });
    });
    if (photoBytes > 0) {
      const image = await pdf.embedPng(noisePng(photoBytes, p + 1));
      page.drawImage(image, { x: 450, y: 20, width: 100, height: 100 });
    }
  }
  return pdf.save();
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOC_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/photo.png"/></Relationships>`;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraphXml = (text: string, style?: string) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;

/** A DOCX with `textBytes` of headed text and a photo that brings the file just under `bytes`. */
export function largeDocx(bytes = 10 * MB, textBytes = 10 * MB): Uint8Array {
  const body = manualSections(textBytes)
    .map((s) => paragraphXml(s.heading, 'Heading1') + s.paragraphs.map((p) => paragraphXml(p)).join(''))
    .join('');
  const xml = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  const files = (photo: Uint8Array) =>
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      _rels: { '.rels': strToU8(RELS) },
      word: {
        'document.xml': xml,
        _rels: { 'document.xml.rels': strToU8(DOC_RELS) },
        media: { 'photo.png': [photo, { level: 0 }] },
      },
    });
  const textOnly = files(new Uint8Array()).length;
  return files(noisePng(Math.max(0, bytes - textOnly - 20_000), 7));
}
