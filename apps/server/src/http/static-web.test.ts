import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticWebRoutes } from './static-web.ts';

describe('static web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'parley-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const app = staticWebRoutes(dist);

  it.each(['/', '/chat', '/about/', '/contact', '/terms', '/privacy', '/admin', '/admin/settings'])(
    'serves the app at %s with 200',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('id="root"');
    },
  );

  it.each(['/missing', '/chat/extra', '/administrator'])(
    'serves the app (its 404 page) at %s with 404',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('id="root"');
    },
  );
});
