import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { createTestApp, jsonRequest, readError, type TestApp } from '../../test-app.ts';

const form = { name: 'Ada', email: 'ada@example.com', subject: 'Order 42', message: 'Where is my parcel?' };

/** A real SMTP server on a free port that records what arrives; `rejectAuth` refuses every login. */
async function startSmtp(options: { rejectAuth?: boolean } = {}) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: !options.rejectAuth,
    disabledCommands: ['STARTTLS'],
    onAuth: (_auth, _session, done) =>
      options.rejectAuth ? done(new Error('Invalid login')) : done(null, { user: 'x' }),
    onData: (stream, _session, done) => {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

describe('contact form', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('stores the message and succeeds without SMTP', async () => {
    t = await createTestApp('pglite');
    const res = await t.app.request('/api/v1/contact', jsonRequest('POST', form));
    expect(await res.json()).toEqual({
      message: 'Thank you for your message! We will get back to you soon.',
    });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ada', subject: 'Order 42', deliveryStatus: 'not_configured' });
  });

  it('drops honeypot submissions and rejects invalid fields, storing nothing', async () => {
    t = await createTestApp('pglite');
    await t.app.request('/api/v1/contact', jsonRequest('POST', { ...form, website: 'http://spam' }));
    const invalid = await t.app.request(
      '/api/v1/contact',
      jsonRequest('POST', { ...form, email: 'not-an-email' }),
    );
    expect(invalid.status).toBe(400);
    expect((await readError(invalid)).message).toBe('Please enter a valid email address.');
    expect(await t.database.db.$count(contactMessages)).toBe(0);
  });

  describe('over SMTP', () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let refusing: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
      refusing = await startSmtp({ rejectAuth: true });
    });
    afterAll(async () => {
      await smtp.close();
      await refusing.close();
    });

    it('delivers the message to the configured recipient', async () => {
      t = await createTestApp('pglite', {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        CONTACT_EMAIL_TO: 'support@shop.example',
      });
      const res = await t.app.request('/api/v1/contact', jsonRequest('POST', form));
      expect(res.status).toBe(200);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Subject: [Contact] Order 42');
      expect(smtp.received[0]).toContain('Where is my parcel?');
      expect(smtp.received[0]).toContain('Reply-To: ada@example.com');
      const [row] = await t.database.db.select().from(contactMessages);
      expect(row?.deliveryStatus).toBe('sent');
    });

    it('maps a refused login to the authentication message and keeps the message', async () => {
      t = await createTestApp('pglite', {
        SMTP_URL: `smtp://user:pass@127.0.0.1:${refusing.port}`,
        CONTACT_EMAIL_TO: 'support@shop.example',
      });
      const res = await t.app.request('/api/v1/contact', jsonRequest('POST', form));
      expect(res.status).toBe(502);
      expect((await readError(res)).message).toBe(
        'Email service authentication error. Please try again later or contact support.',
      );
      const [row] = await t.database.db.select().from(contactMessages);
      expect(row?.deliveryStatus).toBe('failed');
    });

    it('maps an unreachable mail server to the not-configured message', async () => {
      t = await createTestApp('pglite', {
        SMTP_URL: 'smtp://127.0.0.1:1',
        CONTACT_EMAIL_TO: 'support@shop.example',
      });
      const res = await t.app.request('/api/v1/contact', jsonRequest('POST', form));
      expect(res.status).toBe(412);
      expect((await readError(res)).message).toBe(
        'Email service is not properly configured. Please try again later or contact support.',
      );
      expect(await t.database.db.$count(contactMessages)).toBe(1);
    });
  });
});
