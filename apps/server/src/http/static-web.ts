import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { isPagePath } from '@parley/contract/site-paths';
import { Hono } from 'hono';
import type { AppEnv } from './request-context.ts';

/**
 * Serves the built React app: hashed assets with long caching, any other GET that is not
 * an API path falls back to index.html so client-side routes survive a reload. Paths the app has no
 * page for get the same HTML (it renders the 404 page) with status 404, for search engines and monitors.
 */
export function staticWebRoutes(distDir: string) {
  const app = new Hono<AppEnv>();
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.get('*', (c) =>
      c.text(`The web app is not built (missing ${indexPath}). Run "npm run build" and restart Parley.`, 503),
    );
    return app;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  // serveStatic resolves roots against the working directory.
  const root = relative(process.cwd(), distDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The embed loader's URL sits in customers' pages, so it is not content-hashed: caches revalidate often,
  // and other sites may load it.
  app.use('/widget.js', async (c, next) => {
    await next();
    if (c.res.ok) {
      c.header('Cache-Control', 'public, max-age=300');
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isPagePath(c.req.path) ? 200 : 404);
  });
  return app;
}
