import { faqSchema } from '@parley/contract/admin';
import {
  addAliasSchema,
  dismissQuestionSchema,
  suggestPhrasingsResponseSchema,
  suggestPhrasingsSchema,
  unansweredQuerySchema,
  unansweredResponseSchema,
} from '@parley/contract/learning';
import { Hono } from 'hono';
import type { ApiDocs } from '../../http/openapi.ts';
import { jsonBody, queryParams } from '../../http/validate.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { LearningService } from './learning-service.ts';

/** Mounted under /api/v1/admin behind the admin check. */
export function learningRoutes(learning: LearningService, docs: ApiDocs) {
  const admin = { auth: 'admin' as const, tag: 'admin: unanswered questions' };
  docs.add(
    {
      ...admin,
      method: 'get',
      path: '/admin/unanswered',
      summary: 'Questions the chat could not answer directly, grouped by likely FAQ, with a daily timeline',
      query: unansweredQuerySchema,
      response: unansweredResponseSchema,
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/unanswered/aliases',
      summary: "Add a visitor's question as an alias of a FAQ in the question's language",
      body: addAliasSchema,
      response: faqSchema,
      errors: { 404: 'FAQ not found', 409: 'The FAQ has no version in that language, or 30 aliases' },
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/unanswered/dismiss',
      summary: 'Hide a question (every time it was asked in that language) from the list',
      body: dismissQuestionSchema,
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/unanswered/suggestions',
      summary: 'With a language model configured, suggest up to 10 phrasings of a FAQ in one language',
      body: suggestPhrasingsSchema,
      response: suggestPhrasingsResponseSchema,
      errors: { 404: 'FAQ not found', 409: 'No language model, or no version in that language' },
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/unanswered/suggestions/{id}/approve',
      summary: 'Approve a suggested phrasing: it becomes an alias of its FAQ',
      response: faqSchema,
      errors: { 404: 'Suggestion not found' },
    },
    {
      ...admin,
      method: 'delete',
      path: '/admin/unanswered/suggestions/{id}',
      summary: 'Reject a suggested phrasing',
      errors: { 404: 'Suggestion not found' },
    },
  );
  return new Hono<AuthedEnv>()
    .get('/unanswered', async (c) =>
      c.json(await learning.overview(queryParams(c, unansweredQuerySchema).days)),
    )
    .post('/unanswered/aliases', async (c) =>
      c.json(await learning.addAlias(await jsonBody(c, addAliasSchema))),
    )
    .post('/unanswered/dismiss', async (c) => {
      const { language, question } = await jsonBody(c, dismissQuestionSchema);
      return c.json({ dismissed: await learning.dismiss(language, question) });
    })
    .post('/unanswered/suggestions', async (c) => {
      const { faq_id, language } = await jsonBody(c, suggestPhrasingsSchema);
      return c.json({ suggestions: await learning.suggest(faq_id, language) });
    })
    .post('/unanswered/suggestions/:id/approve', async (c) =>
      c.json(await learning.approveSuggestion(c.req.param('id'))),
    )
    .delete('/unanswered/suggestions/:id', async (c) => {
      await learning.rejectSuggestion(c.req.param('id'));
      return c.json({ deleted: true });
    });
}
