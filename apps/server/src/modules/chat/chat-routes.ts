import { createRoute } from '@hono/zod-openapi';
import {
  activityRequestSchema,
  chatReplySchema,
  chatRequestSchema,
  historyQuerySchema,
  historyResponseSchema,
  initSessionRequestSchema,
  initSessionResponseSchema,
  sessionValidityResponseSchema,
  simpleMessageRequestSchema,
  simpleMessageResponseSchema,
} from '@parley/contract/chat';
import { ERROR_CATALOGUE } from '@parley/contract/errors';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { apiRouter, errors, json, jsonBody, noContent } from '../../http/api-route.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { toChatMessage, toPublicSession } from '../sessions/session-views.ts';
import type { SessionsService } from '../sessions/sessions-service.ts';
import type { ChatService } from './chat-service.ts';

const sessionParam = z.object({ id: z.string() });
const visitorErrors = (...codes: Parameters<typeof errors>) =>
  errors(
    'rate_limited',
    'origin_not_allowed',
    'authentication_required',
    'identification_required',
    ...codes,
  );

const chatRoute = createRoute({
  method: 'post',
  path: '/chat',
  tags: ['chat'],
  summary: 'Answer a visitor message (server-sent events "delta", "done", "error" when stream is true)',
  request: { body: jsonBody(chatRequestSchema) },
  responses: {
    200: {
      description: 'The reply, or its stream',
      content: {
        'application/json': { schema: chatReplySchema },
        'text/event-stream': { schema: z.string() },
      },
    },
    ...visitorErrors('session_not_found', 'invalid_language', 'message_too_long', 'chat_failed'),
  },
});
const message = createRoute({
  method: 'post',
  path: '/chat/message',
  tags: ['chat'],
  summary: 'Send a visitor message and get the reply text',
  request: { body: jsonBody(simpleMessageRequestSchema) },
  responses: {
    200: json(simpleMessageResponseSchema),
    ...visitorErrors('session_not_found', 'invalid_language', 'message_too_long', 'chat_failed'),
  },
});
const history = createRoute({
  method: 'get',
  path: '/chat/history',
  tags: ['chat'],
  summary: "A session's recent messages, oldest first",
  request: { query: historyQuerySchema },
  responses: { 200: json(historyResponseSchema), ...visitorErrors('session_not_found') },
});
const init = createRoute({
  method: 'post',
  path: '/chat/sessions',
  tags: ['sessions'],
  summary: 'Initialize: resume a valid stored session or start a new one',
  request: { body: jsonBody(initSessionRequestSchema) },
  responses: { 200: json(initSessionResponseSchema), ...visitorErrors('session_create_failed') },
});
const validity = createRoute({
  method: 'get',
  path: '/chat/sessions/{id}',
  tags: ['sessions'],
  summary: 'Check whether a session is still valid',
  request: { params: sessionParam },
  responses: { 200: json(sessionValidityResponseSchema), ...visitorErrors('session_not_found') },
});
const activity = createRoute({
  method: 'post',
  path: '/chat/sessions/{id}/activity',
  tags: ['sessions'],
  summary: 'Record visitor activity (refreshes expiry)',
  request: { params: sessionParam, body: jsonBody(activityRequestSchema) },
  responses: { 200: json(sessionValidityResponseSchema), ...visitorErrors('session_not_found') },
});
const remove = createRoute({
  method: 'delete',
  path: '/chat/sessions/{id}',
  tags: ['sessions'],
  summary: "Delete the visitor's own conversation: the session and all its messages",
  request: { params: sessionParam },
  responses: { ...noContent, ...visitorErrors('session_not_found') },
});
const messages = createRoute({
  method: 'get',
  path: '/chat/sessions/{id}/messages',
  tags: ['sessions'],
  summary: 'History of a session by id',
  request: { params: sessionParam, query: historyQuerySchema.omit({ session_id: true }) },
  responses: { 200: json(historyResponseSchema), ...visitorErrors('session_not_found') },
});

export function chatRoutes(deps: { chat: ChatService; sessions: SessionsService }) {
  const { chat, sessions } = deps;
  return apiRouter<AppEnv>()
    .openapi(chatRoute, async (c) => {
      const request = c.req.valid('json');
      const visitor = c.get('visitorId');
      const wantsStream = request.stream || (c.req.header('accept') ?? '').includes('text/event-stream');
      if (!wantsStream) return c.json(await chat.chat(request, undefined, visitor), 200);
      return streamSSE(c, async (stream) => {
        try {
          const reply = await chat.chat(
            request,
            (text) => stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }),
            visitor,
          );
          await stream.writeSSE({ event: 'done', data: JSON.stringify(reply) });
        } catch (err) {
          const error =
            err instanceof AppError
              ? { code: err.code, message: err.message }
              : { code: 'chat_failed', message: ERROR_CATALOGUE.chat_failed.message };
          await stream.writeSSE({ event: 'error', data: JSON.stringify({ error }) });
        }
      });
    })
    .openapi(message, async (c) => {
      const body = c.req.valid('json');
      const reply = await chat.chat(
        chatRequestSchema.parse({
          message: body.content,
          language: body.language,
          session_id: body.session_id,
        }),
        undefined,
        c.get('visitorId'),
      );
      return c.json(
        {
          message: reply.message,
          detected_language: reply.detected_language,
          requires_clarification: reply.requires_clarification,
          clarification_options: reply.clarification_options,
          session_id: reply.session_id,
        },
        200,
      );
    })
    .openapi(history, async (c) => {
      const { session_id, limit } = c.req.valid('query');
      const session = await sessions.requireExisting(session_id, c.get('visitorId'));
      return c.json({ messages: (await sessions.messages(session.id, limit)).map(toChatMessage) }, 200);
    })
    .openapi(init, async (c) => {
      const body = c.req.valid('json');
      const result = await sessions.initialize(
        body.session_id,
        body.language,
        body.metadata,
        c.get('visitorId'),
      );
      return c.json(
        {
          session: toPublicSession(result.session),
          messages: result.messages.map(toChatMessage),
          restored: result.restored,
        },
        200,
      );
    })
    .openapi(validity, async (c) => {
      const { valid, session } = await sessions.isValid(c.req.param('id'), c.get('visitorId'));
      return c.json({ valid, session: toPublicSession(session) }, 200);
    })
    .openapi(activity, async (c) => {
      const body = c.req.valid('json');
      const { valid, session } = await sessions.isValid(c.req.param('id'), c.get('visitorId'));
      if (!valid) return c.json({ valid, session: toPublicSession(session) }, 200);
      const touched = await sessions.touch(session, body.type, body.language);
      return c.json({ valid: true, session: toPublicSession(touched) }, 200);
    })
    .openapi(remove, async (c) => {
      await sessions.remove(c.req.param('id'), c.get('visitorId'));
      return c.body(null, 204);
    })
    .openapi(messages, async (c) => {
      const { limit } = c.req.valid('query');
      const session = await sessions.requireExisting(c.req.param('id'), c.get('visitorId'));
      return c.json({ messages: (await sessions.messages(session.id, limit)).map(toChatMessage) }, 200);
    });
}
