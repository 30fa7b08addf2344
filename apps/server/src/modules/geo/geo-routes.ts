import { createRequire } from 'node:module';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { apiRouter, json } from '../../http/api-route.ts';
import { clientAddress, type TrustProxy } from '../../http/client-address.ts';
import type { AppEnv } from '../../http/request-context.ts';

type Lookup = (ip: string) => { country: string } | null;
let lookup: Lookup | undefined;

/** The country database (a few MB) is loaded on first use, not at start-up. */
function countryOf(ip: string): string | null {
  if (!lookup) lookup = (createRequire(import.meta.url)('geoip-country') as { lookup: Lookup }).lookup;
  const normalized = ip.replace(/^::ffff:/, '');
  return lookup(normalized)?.country ?? null;
}

/** The visitor's country from a local IP database (no outside service), for the widget's language preset. */
const geo = createRoute({
  method: 'get',
  path: '/geo',
  tags: ['chat'],
  summary: "The visitor's country code from a local IP database",
  responses: { 200: json(z.object({ country_code: z.string().nullable() })) },
});

export function geoRoutes(options: { trustProxy: TrustProxy }) {
  return apiRouter<AppEnv>().openapi(geo, (c) => {
    c.header('Cache-Control', 'private, max-age=3600');
    return c.json({ country_code: countryOf(clientAddress(c, options.trustProxy)) }, 200);
  });
}
