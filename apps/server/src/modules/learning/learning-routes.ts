import { createRoute } from '@hono/zod-openapi';
import { faqSchema } from '@parley/contract/admin';
import {
  addAliasSchema,
  dismissQuestionSchema,
  suggestPhrasingsResponseSchema,
  suggestPhrasingsSchema,
  unansweredQuerySchema,
  unansweredResponseSchema,
} from '@parley/contract/learning';
import { z } from 'zod';
import { adminErrors, adminOnly, apiRouter, idParam, json, jsonBody } from '../../http/api-route.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { LearningService } from './learning-service.ts';

const admin = { ...adminOnly, tags: ['admin: unanswered questions'] };
const overview = createRoute({
  ...admin,
  method: 'get',
  path: '/unanswered',
  summary: 'Questions the chat could not answer directly, grouped by likely FAQ, with a daily timeline',
  request: { query: unansweredQuerySchema },
  responses: { 200: json(unansweredResponseSchema), ...adminErrors() },
});
const addAlias = createRoute({
  ...admin,
  method: 'post',
  path: '/unanswered/aliases',
  summary: "Add a visitor's question as an alias of a FAQ in the question's language",
  request: { body: jsonBody(addAliasSchema) },
  responses: {
    200: json(faqSchema),
    ...adminErrors('not_found', 'no_language_version', 'too_many_aliases'),
  },
});
const dismiss = createRoute({
  ...admin,
  method: 'post',
  path: '/unanswered/dismiss',
  summary: 'Hide a question (every time it was asked in that language) from the list',
  request: { body: jsonBody(dismissQuestionSchema) },
  responses: { 200: json(z.object({ dismissed: z.number().int() })), ...adminErrors() },
});
const suggest = createRoute({
  ...admin,
  method: 'post',
  path: '/unanswered/suggestions',
  summary: 'With a language model configured, suggest up to 10 phrasings of a FAQ in one language',
  request: { body: jsonBody(suggestPhrasingsSchema) },
  responses: {
    200: json(suggestPhrasingsResponseSchema),
    ...adminErrors('not_found', 'suggestions_unavailable', 'no_language_version', 'suggestions_failed'),
  },
});
const approve = createRoute({
  ...admin,
  method: 'post',
  path: '/unanswered/suggestions/{id}/approve',
  summary: 'Approve a suggested phrasing: it becomes an alias of its FAQ',
  request: { params: idParam },
  responses: { 200: json(faqSchema), ...adminErrors('not_found') },
});
const reject = createRoute({
  ...admin,
  method: 'delete',
  path: '/unanswered/suggestions/{id}',
  summary: 'Reject a suggested phrasing',
  request: { params: idParam },
  responses: { 200: json(z.object({ deleted: z.literal(true) })), ...adminErrors('not_found') },
});

/** Mounted under /api/v1/admin behind the admin check. */
export function learningRoutes(learning: LearningService) {
  return apiRouter<AuthedEnv>()
    .openapi(overview, async (c) => c.json(await learning.overview(c.req.valid('query').days), 200))
    .openapi(addAlias, async (c) => c.json(await learning.addAlias(c.req.valid('json')), 200))
    .openapi(dismiss, async (c) => {
      const { language, question } = c.req.valid('json');
      return c.json({ dismissed: await learning.dismiss(language, question) }, 200);
    })
    .openapi(suggest, async (c) => {
      const { faq_id, language } = c.req.valid('json');
      return c.json({ suggestions: await learning.suggest(faq_id, language) }, 200);
    })
    .openapi(approve, async (c) => c.json(await learning.approveSuggestion(c.req.param('id')), 200))
    .openapi(reject, async (c) => {
      await learning.rejectSuggestion(c.req.param('id'));
      return c.json({ deleted: true as const }, 200);
    });
}
