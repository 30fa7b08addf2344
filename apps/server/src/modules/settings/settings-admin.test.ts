import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, readError, type TestApp } from '../../test-app.ts';
import { asBrowser, signUp } from '../auth/test-auth.ts';

describeEachDatabase('settings API', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await signUp(t, 'admin@example.com');
  });
  afterAll(() => t.close());

  const put = (body: unknown) =>
    t.app.request('/api/v1/admin/settings', {
      method: 'PUT',
      headers: asBrowser(cookie),
      body: JSON.stringify(body),
    });

  it('rejects out-of-range values with the spec message and changes nothing', async () => {
    const current = t.settings.get();
    const res = await put({ ...current, session: { ...current.session, ttl: 120 } });
    expect(res.status).toBe(400);
    expect((await readError(res)).message).toBe('Session TTL must be between 1 and 90 days');
    expect(t.settings.get().session.ttl).toBe(30);
  });

  it('saves, persists and shows changes to visitors without a restart', async () => {
    const current = t.settings.get();
    const res = await put({
      ...current,
      chatbot: { ...current.chatbot, name: 'Nora', welcomeMessage: 'Hi there!' },
    });
    expect(res.status).toBe(200);
    const pub = (await (await t.app.request('/api/v1/settings/public')).json()) as {
      chatbot: Record<string, unknown>;
    };
    expect(pub.chatbot).toMatchObject({ name: 'Nora', welcomeMessage: 'Hi there!' });
    expect(JSON.stringify(pub)).not.toContain(current.chatbot.systemPrompt);
    await t.settings.load();
    expect(t.settings.get().chatbot.name).toBe('Nora');
  });

  it('gives visitors the welcome per language, the branding and whether mail is set up', async () => {
    const current = t.settings.get();
    const res = await put({
      ...current,
      chatbot: { ...current.chatbot, welcomeMessages: { es: '¡Bienvenido a la tienda!' } },
      branding: { accentColor: '#0f766e', position: 'bottom-left', avatarInitial: 'N' },
    });
    expect(res.status).toBe(200);
    const pub = await (await t.app.request('/api/v1/settings/public')).json();
    expect(pub).toMatchObject({
      chatbot: { welcomeMessages: { es: '¡Bienvenido a la tienda!' } },
      branding: { accentColor: '#0f766e', position: 'bottom-left', avatarInitial: 'N' },
      mailConfigured: false,
    });
  });

  it('refuses an accent colour that white text cannot be read on, and changes nothing', async () => {
    const current = t.settings.get();
    const res = await put({ ...current, branding: { ...current.branding, accentColor: '#fde047' } });
    expect(res.status).toBe(400);
    const error = await readError(res);
    expect(error.message).toBe(
      'Accent colour is too light: white text on it needs a contrast of at least 4.5:1 (WCAG AA)',
    );
    expect(t.settings.get().branding.accentColor).toBe(current.branding.accentColor);
  });
});
