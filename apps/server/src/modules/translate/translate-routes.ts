import {
  translateBatchRequestSchema,
  translateBatchResponseSchema,
  translateRequestSchema,
  translateResponseSchema,
} from '@parley/contract/chat';
import { Hono } from 'hono';
import type { ApiDocs } from '../../http/openapi.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { jsonBody } from '../../http/validate.ts';

/** Translates texts; without a provider (or when it fails) the originals come back, as the spec says. */
export type Translate = (texts: string[], from: string, to: string) => Promise<string[]>;

export const keepOriginals: Translate = async (texts) => texts;

export function translateRoutes(translate: Translate, docs: ApiDocs) {
  docs.add(
    {
      method: 'post',
      path: '/translate',
      tag: 'translate',
      summary: 'Translate one text (original when no provider)',
      body: translateRequestSchema,
      response: translateResponseSchema,
    },
    {
      method: 'post',
      path: '/translate/batch',
      tag: 'translate',
      summary: 'Translate several texts (originals when no provider)',
      body: translateBatchRequestSchema,
      response: translateBatchResponseSchema,
    },
  );
  return new Hono<AppEnv>()
    .post('/translate', async (c) => {
      const body = await jsonBody(c, translateRequestSchema);
      const [translated] =
        body.from_language === body.to_language
          ? [body.text]
          : await translate([body.text], body.from_language, body.to_language);
      return c.json({ translated_text: translated ?? body.text });
    })
    .post('/translate/batch', async (c) => {
      const body = await jsonBody(c, translateBatchRequestSchema);
      const translated =
        body.from_language === body.to_language || body.texts.length === 0
          ? body.texts
          : await translate(body.texts, body.from_language, body.to_language);
      return c.json({ translated_texts: translated });
    });
}
