import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './request-context.ts';

/** The embed loader (/widget.js), the widget page (/embed.html) and its hashed assets. */
export function staticEmbedRoutes(distDir: string) {
  const app = new Hono<AppEnv>();
  const loaderPath = join(distDir, 'widget.js');
  if (!existsSync(loaderPath)) return app;
  const root = relative(process.cwd(), distDir) || '.';
  app.get('/widget.js', (c) => {
    // Not content-hashed (its URL is in customers' pages), so caches revalidate every few minutes.
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(readFileSync(loaderPath));
  });
  app.get('/embed.html', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(join(distDir, 'embed.html'), 'utf8'));
  });
  app.use('/embed-assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/embed-assets/*', serveStatic({ root }));
  return app;
}
