import { readFileSync } from 'node:fs';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@parley/contract/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, jsonRequest, readError, type TestApp } from '../../test-app.ts';
import { asBrowser, signUp } from '../auth/test-auth.ts';
import { makeDocx, makeImageOnlyPdf, makePdf, makeZipBombDocx } from './test-files.ts';

interface Doc {
  id: string;
  name: string;
  file_type: string;
  status: string;
  chunks_count: number;
  language: string;
  error: string | null;
  size: number;
  file_url: string;
}

const RENTAL_TERMS = [
  [
    {
      heading: 'Bike rental terms',
      paragraphs: [
        'City bikes are rented for 25 euros per day; electric bikes cost 45 euros per day.',
        'A deposit of 150 euros is blocked on your card when you collect the bike.',
      ],
    },
  ],
  [{ heading: 'Late returns', paragraphs: ['Bikes returned after 19:00 are charged an extra half day.'] }],
  [{ heading: 'Damage', paragraphs: ['Punctures are repaired free; a lost lock costs 30 euros.'] }],
];

// Each upload is read in a fresh worker thread; on a busy machine that takes seconds.
const SLOW = 180_000;

describeEachDatabase('Document Training API', (kind) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const headers = (cookie: string) => {
    const { 'content-type': _json, ...rest } = asBrowser(cookie);
    return rest;
  };
  const upload = (file: Uint8Array | string, name: string, cookie = admin) => {
    const form = new FormData();
    form.append('file', new Blob([typeof file === 'string' ? file : Buffer.from(file)]), name);
    return t.app.request('/api/v1/admin/documents/upload', {
      method: 'POST',
      headers: headers(cookie),
      body: form,
    });
  };
  const get = async (id: string) =>
    (await (
      await t.app.request(`/api/v1/admin/documents/${id}`, { headers: headers(admin) })
    ).json()) as Doc & {
      text_preview: string;
      passages: { title: string; content: string; language: string }[];
    };
  const settled = async (id: string) => {
    await expect
      .poll(async () => (await get(id)).status, { timeout: SLOW, interval: 100 })
      .toMatch(/processed|failed/);
    return get(id);
  };
  const ask = async (message: string) =>
    (await (await t.app.request('/api/v1/chat', jsonRequest('POST', { message }))).json()) as {
      message: string;
      sources: { type: string; id: string; title: string }[];
    };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t, 'admin@example.com');
    user = await signUp(t, 'user@example.com');
  });
  afterAll(() => t.close());

  it('is for administrators only', async () => {
    expect((await t.app.request('/api/v1/admin/documents')).status).toBe(401);
    expect((await t.app.request('/api/v1/admin/documents', { headers: headers(user) })).status).toBe(403);
    expect((await upload('Opening hours: 9 to 5.', 'hours.txt', user)).status).toBe(403);
    expect((await t.app.request('/api/v1/admin/documents')).status).toBe(401);
  });

  it(
    'processes a 3-page PDF in the background and the chat then quotes it as a document',
    async () => {
      const res = await upload(await makePdf(RENTAL_TERMS), 'Rental terms.pdf');
      expect(res.status).toBe(201);
      const created = (await res.json()) as Doc;
      expect(created).toMatchObject({ name: 'Rental terms.pdf', file_type: 'pdf', status: 'pending' });
      const doc = await settled(created.id);
      expect(doc).toMatchObject({ status: 'processed', language: 'en', error: null });
      expect(doc.chunks_count).toBeGreaterThanOrEqual(3);
      expect(doc.text_preview).toContain('150 euros');
      expect(doc.passages.map((p) => p.title)).toContain('Late returns');

      const reply = await ask('How much is the deposit for a rented bike?');
      expect(reply.message).toContain('150 euros');
      expect(reply.sources[0]).toMatchObject({ type: 'document', id: created.id });
    },
    SLOW,
  );

  it(
    'reads a Word 97 DOC in Spanish and a DOCX in German, each in its language',
    async () => {
      const doc = (await (
        await upload(readFileSync(new URL('./fixtures/horario-verano.doc', import.meta.url)), 'Horario.doc')
      ).json()) as Doc;
      const docx = (await (
        await upload(
          makeDocx([
            {
              heading: 'Garantiebedingungen',
              paragraphs: [
                'Die Garantie auf alle Zelte gilt fünf Jahre ab dem Kaufdatum.',
                'Die Garantie deckt Material- und Verarbeitungsfehler, nicht aber Schäden durch Sturm oder Feuer.',
              ],
            },
          ]),
          'Garantie.docx',
        )
      ).json()) as Doc;
      expect(await settled(doc.id)).toMatchObject({ status: 'processed', file_type: 'doc', language: 'es' });
      expect(await settled(docx.id)).toMatchObject({
        status: 'processed',
        file_type: 'docx',
        language: 'de',
      });
      const spanish = await ask('¿Cuál es el horario de la tienda en verano los sábados?');
      expect(spanish.message).toContain('9:00 a 14:00');
      expect(spanish.sources[0]).toMatchObject({ type: 'document', id: doc.id });
      const german = await ask('Welche Garantie gilt für Zelte?');
      expect(german.message).toContain('fünf Jahre');
    },
    SLOW,
  );

  it(
    'decodes TXT files in Latin-1, UTF-16 with BOM and UTF-8 Japanese',
    async () => {
      const latin1 = Buffer.from(
        'Livraison en Corse\n\nLes colis pour la Corse arrivent en quatre à six jours ouvrés, sans frais supplémentaires au-delà de 60 €.',
        'latin1',
      );
      const utf16 = Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(
          'Reparaturen\n\nReißverschlüsse werden in unserer Werkstatt in Hamburg kostenlos ersetzt.',
          'utf16le',
        ),
      ]);
      const japanese = Buffer.from(
        '配送について\n\n北海道と沖縄へのお届けは通常より二日ほど長くかかります。',
        'utf8',
      );
      const docs = await Promise.all(
        [
          [latin1, 'corse.txt'],
          [utf16, 'reparatur.txt'],
          [japanese, 'haisou.txt'],
        ].map(async ([bytes, name]) => (await (await upload(bytes as Buffer, name as string)).json()) as Doc),
      );
      const [fr, de, ja] = await Promise.all(docs.map((d) => settled(d.id)));
      expect(fr?.text_preview).toContain('quatre à six jours ouvrés');
      expect(fr?.language).toBe('fr');
      expect(de?.text_preview).toContain('Reißverschlüsse');
      expect(de?.language).toBe('de');
      expect(ja?.text_preview).toContain('北海道と沖縄');
      expect(ja?.language).toBe('ja');
    },
    SLOW,
  );

  it('refuses files that are not PDF, DOC, DOCX or TXT by their content, whatever their name', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    for (const [bytes, name] of [
      [exe, 'manual.pdf'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'photo.txt'],
      [Buffer.from([0, 1, 2, 3, 0, 0, 7, 8]), 'data.docx'],
    ] as const) {
      const res = await upload(bytes, name);
      expect(res.status).toBe(415);
      expect((await readError(res)).message).toBe(DOCUMENT_MESSAGES.invalidType);
    }
    const list = (await (
      await t.app.request('/api/v1/admin/documents?q=manual', { headers: headers(admin) })
    ).json()) as {
      total: number;
    };
    expect(list.total).toBe(0);
  });

  it('reads a PDF named .txt as the PDF it is', async () => {
    const created = (await (await upload(await makePdf([RENTAL_TERMS[1] ?? []]), 'late.txt')).json()) as Doc;
    expect(created.file_type).toBe('pdf');
  });

  it('refuses an empty file and a missing file', async () => {
    const empty = await upload('', 'empty.txt');
    expect(empty.status).toBe(400);
    expect((await readError(empty)).message).toBe(DOCUMENT_MESSAGES.selectFile);
    const none = await t.app.request('/api/v1/admin/documents/upload', {
      method: 'POST',
      headers: headers(admin),
      body: new FormData(),
    });
    expect((await readError(none)).message).toBe(DOCUMENT_MESSAGES.selectFile);
  });

  it(
    'accepts exactly 10 MB and refuses 10 MB + 1 byte with the spec message',
    async () => {
      const tooBig = await upload(Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 'a'), 'big.txt');
      expect(tooBig.status).toBe(413);
      expect((await readError(tooBig)).message).toBe(DOCUMENT_MESSAGES.tooLarge);
      const huge = await upload(Buffer.alloc(MAX_DOCUMENT_BYTES * 2, 'a'), 'huge.txt');
      expect((await readError(huge)).message).toBe(DOCUMENT_MESSAGES.tooLarge);
      const exact = await upload(Buffer.alloc(MAX_DOCUMENT_BYTES, 'a'), 'exact.txt');
      expect(exact.status).toBe(201);
      const created = (await exact.json()) as Doc;
      expect(created.size).toBe(MAX_DOCUMENT_BYTES);
      expect(
        (
          await t.app.request(`/api/v1/admin/documents/${created.id}`, {
            method: 'DELETE',
            headers: headers(admin),
          })
        ).status,
      ).toBe(200);
    },
    SLOW,
  );

  it(
    'fails a zip bomb, a truncated PDF and a scanned PDF with reasons, and keeps serving',
    async () => {
      const bomb = (await (await upload(makeZipBombDocx(200), 'bomb.docx')).json()) as Doc;
      const pdf = await makePdf(RENTAL_TERMS);
      const truncated = (await (
        await upload(pdf.subarray(0, Math.floor(pdf.length / 2)), 'cut.pdf')
      ).json()) as Doc;
      const scanned = (await (await upload(await makeImageOnlyPdf(), 'scan.pdf')).json()) as Doc;
      expect((await settled(bomb.id)).error).toMatch(/zip bomb/);
      expect((await settled(truncated.id)).error).toMatch(/could not be read/);
      expect((await settled(scanned.id)).error).toBe(
        'No text found: scanned PDFs need OCR, which is not supported',
      );
      expect((await t.app.request('/healthz')).status).toBe(200);
      expect((await ask('How much is the deposit for a rented bike?')).message).toContain('150 euros');
    },
    SLOW,
  );

  it(
    'lists with search, sort and paging; downloads as an attachment; reprocesses; deletes with its passages',
    async () => {
      const page = (await (
        await t.app.request('/api/v1/admin/documents?q=RENTAL&sort=name&order=asc&pageSize=5', {
          headers: headers(admin),
        })
      ).json()) as { items: Doc[]; total: number; pageSize: number };
      expect(page.total).toBe(1);
      const rental = page.items[0] as Doc;
      expect(rental.name).toBe('Rental terms.pdf');
      expect(
        (await t.app.request('/api/v1/admin/documents?pageSize=7', { headers: headers(admin) })).status,
      ).toBe(400);

      const file = await t.app.request(rental.file_url, { headers: headers(admin) });
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Rental terms.pdf"/);
      expect((await t.app.request(rental.file_url, { headers: headers(user) })).status).toBe(403);

      const again = await t.app.request(`/api/v1/admin/documents/${rental.id}/reprocess`, {
        method: 'POST',
        headers: headers(admin),
      });
      expect(((await again.json()) as Doc).status).toBe('pending');
      expect((await settled(rental.id)).chunks_count).toBe(rental.chunks_count);

      const del = await t.app.request(`/api/v1/admin/documents/${rental.id}`, {
        method: 'DELETE',
        headers: headers(admin),
      });
      expect(del.status).toBe(200);
      expect((await ask('How much is the deposit for a rented bike?')).message).not.toContain('150 euros');
      const gone = await t.app.request(`/api/v1/admin/documents/${rental.id}`, { headers: headers(admin) });
      expect(gone.status).toBe(404);
    },
    SLOW,
  );
});

describe('upload display names', () => {
  it('keeps only the last path segment of a filename', async () => {
    const { displayName } = await import('./read-upload.ts');
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('C:\\Users\\me\\terms.pdf')).toBe('terms.pdf');
    expect(displayName('\u0000')).toBe('document');
  });
});
