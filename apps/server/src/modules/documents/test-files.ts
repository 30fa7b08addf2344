import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Real files made by tests and benches: a PDF with a text layer, a DOCX, and hostile variants. */

export interface Section {
  heading?: string;
  paragraphs: string[];
}

/** A PDF (WinAnsi text, so Western languages) with one or more sections per page, lines wrapped at ~90 chars. */
export async function makePdf(pages: Section[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const sections of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 800;
    const line = (text: string, size: number) => {
      page.drawText(text, { x: 40, y, size, font });
      y -= size + 5;
    };
    for (const section of sections) {
      if (section.heading) line(section.heading, 14);
      for (const paragraph of section.paragraphs) {
        for (const wrapped of paragraph.match(/.{1,90}(\s|$)/g) ?? []) line(wrapped.trim(), 10);
        y -= 8;
      }
    }
  }
  return pdf.save({ useObjectStreams: false });
}

/** A PDF whose only page is a drawn shape: what a scan without a text layer looks like to a reader. */
export async function makeImageOnlyPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawRectangle({ x: 40, y: 40, width: 300, height: 200 });
  return pdf.save();
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

function documentXml(body: string, doctype = ''): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${doctype}
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

const paragraphXml = (text: string, style?: string) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;

function zipDocx(document: string): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    _rels: { '.rels': strToU8(RELS) },
    word: { 'document.xml': strToU8(document) },
  });
}

/** A DOCX with headings (Heading1) and paragraphs. */
export function makeDocx(sections: Section[]): Uint8Array {
  const body = sections
    .map(
      (s) =>
        (s.heading ? paragraphXml(s.heading, 'Heading1') : '') +
        s.paragraphs.map((p) => paragraphXml(p)).join(''),
    )
    .join('');
  return zipDocx(documentXml(body));
}

/** A DOCX whose document.xml inflates to `megabytes` MB of spaces from a few hundred KB: a zip bomb. */
export function makeZipBombDocx(megabytes: number): Uint8Array {
  const head = strToU8(documentXml(`${paragraphXml('Bomb')}<!--`).replace('</w:body></w:document>', ''));
  const tail = strToU8('--></w:body></w:document>');
  const xml = new Uint8Array(megabytes * 1024 * 1024).fill(0x20);
  xml.set(head, 0);
  xml.set(tail, xml.length - tail.length);
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      _rels: { '.rels': strToU8(RELS) },
      word: { 'document.xml': xml },
    },
    { level: 1 },
  );
}

/** A DOCX that declares an external entity (XXE): a reader must never resolve it. */
export function makeExternalEntityDocx(target: string): Uint8Array {
  const doctype = `<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "${target}">]>`;
  return zipDocx(documentXml(`${paragraphXml('Safe text')}<w:p><w:r><w:t>&xxe;</w:t></w:r></w:p>`, doctype));
}
