import { createRoute } from '@hono/zod-openapi';
import {
  translateBatchRequestSchema,
  translateBatchResponseSchema,
  translateRequestSchema,
  translateResponseSchema,
} from '@parley/contract/chat';
import { apiRouter, errors, json, jsonBody } from '../../http/api-route.ts';
import type { AppEnv } from '../../http/request-context.ts';

/** Translates texts; without a provider (or when it fails) the originals come back, as the spec says. */
export type Translate = (texts: string[], from: string, to: string) => Promise<string[]>;

export const keepOriginals: Translate = async (texts) => texts;

const one = createRoute({
  method: 'post',
  path: '/translate',
  tags: ['translate'],
  summary: 'Translate one text (original when no provider)',
  request: { body: jsonBody(translateRequestSchema) },
  responses: { 200: json(translateResponseSchema), ...errors('rate_limited') },
});
const batch = createRoute({
  method: 'post',
  path: '/translate/batch',
  tags: ['translate'],
  summary: 'Translate several texts (originals when no provider)',
  request: { body: jsonBody(translateBatchRequestSchema) },
  responses: { 200: json(translateBatchResponseSchema), ...errors('rate_limited') },
});

export function translateRoutes(translate: Translate) {
  return apiRouter<AppEnv>()
    .openapi(one, async (c) => {
      const body = c.req.valid('json');
      const [translated] =
        body.from_language === body.to_language
          ? [body.text]
          : await translate([body.text], body.from_language, body.to_language);
      return c.json({ translated_text: translated ?? body.text }, 200);
    })
    .openapi(batch, async (c) => {
      const body = c.req.valid('json');
      const translated =
        body.from_language === body.to_language || body.texts.length === 0
          ? body.texts
          : await translate(body.texts, body.from_language, body.to_language);
      return c.json({ translated_texts: translated }, 200);
    });
}
