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
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { AppError } from '../../http/app-error.ts';
import type { ApiDocs } from '../../http/openapi.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { jsonBody, queryParams } from '../../http/validate.ts';
import { toChatMessage, toPublicSession } from '../sessions/session-views.ts';
import type { SessionsService } from '../sessions/sessions-service.ts';
import type { ChatService } from './chat-service.ts';

const NOT_FOUND = { 404: 'Session not found' };

export function chatRoutes(deps: { chat: ChatService; sessions: SessionsService }, docs: ApiDocs) {
  const { chat, sessions } = deps;
  docs.add(
    {
      method: 'post',
      path: '/chat',
      tag: 'chat',
      summary: 'Answer a visitor message (SSE when stream is true)',
      body: chatRequestSchema,
      response: chatReplySchema,
      errors: { ...NOT_FOUND, 429: 'Too many requests' },
    },
    {
      method: 'post',
      path: '/chat/message',
      tag: 'chat',
      summary: 'Send a visitor message and get the reply text',
      body: simpleMessageRequestSchema,
      response: simpleMessageResponseSchema,
      errors: NOT_FOUND,
    },
    {
      method: 'get',
      path: '/chat/history',
      tag: 'chat',
      summary: "A session's recent messages, oldest first",
      query: historyQuerySchema,
      response: historyResponseSchema,
      errors: NOT_FOUND,
    },
    {
      method: 'post',
      path: '/chat/sessions',
      tag: 'sessions',
      summary: 'Initialize: resume a valid stored session or start a new one',
      body: initSessionRequestSchema,
      response: initSessionResponseSchema,
    },
    {
      method: 'get',
      path: '/chat/sessions/{id}',
      tag: 'sessions',
      summary: 'Check whether a session is still valid',
      response: sessionValidityResponseSchema,
      errors: NOT_FOUND,
    },
    {
      method: 'post',
      path: '/chat/sessions/{id}/activity',
      tag: 'sessions',
      summary: 'Record visitor activity (refreshes expiry)',
      body: activityRequestSchema,
      response: sessionValidityResponseSchema,
      errors: NOT_FOUND,
    },
    {
      method: 'delete',
      path: '/chat/sessions/{id}',
      tag: 'sessions',
      summary: "Delete the visitor's own conversation: the session and all its messages (204)",
      errors: NOT_FOUND,
    },
    {
      method: 'get',
      path: '/chat/sessions/{id}/messages',
      tag: 'sessions',
      summary: 'History of a session by id',
      query: historyQuerySchema.omit({ session_id: true }),
      response: historyResponseSchema,
      errors: NOT_FOUND,
    },
  );

  return new Hono<AppEnv>()
    .post('/chat', async (c) => {
      const request = await jsonBody(c, chatRequestSchema);
      const visitor = c.get('visitorId');
      const wantsStream = request.stream || (c.req.header('accept') ?? '').includes('text/event-stream');
      if (!wantsStream) return c.json(await chat.chat(request, undefined, visitor));
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
              : { code: 'chat_failed', message: 'An error occurred while processing your message' };
          await stream.writeSSE({ event: 'error', data: JSON.stringify({ error }) });
        }
      });
    })
    .post('/chat/message', async (c) => {
      const body = await jsonBody(c, simpleMessageRequestSchema);
      const reply = await chat.chat(
        chatRequestSchema.parse({
          message: body.content,
          language: body.language,
          session_id: body.session_id,
        }),
        undefined,
        c.get('visitorId'),
      );
      return c.json({
        message: reply.message,
        detected_language: reply.detected_language,
        requires_clarification: reply.requires_clarification,
        clarification_options: reply.clarification_options,
        session_id: reply.session_id,
      });
    })
    .get('/chat/history', async (c) => {
      const { session_id, limit } = queryParams(c, historyQuerySchema);
      const session = await sessions.requireExisting(session_id, c.get('visitorId'));
      return c.json({ messages: (await sessions.messages(session.id, limit)).map(toChatMessage) });
    })
    .post('/chat/sessions', async (c) => {
      const body = await jsonBody(c, initSessionRequestSchema);
      const result = await sessions.initialize(
        body.session_id,
        body.language,
        body.metadata,
        c.get('visitorId'),
      );
      return c.json({
        session: toPublicSession(result.session),
        messages: result.messages.map(toChatMessage),
        restored: result.restored,
      });
    })
    .get('/chat/sessions/:id', async (c) => {
      const { valid, session } = await sessions.isValid(c.req.param('id'), c.get('visitorId'));
      return c.json({ valid, session: toPublicSession(session) });
    })
    .post('/chat/sessions/:id/activity', async (c) => {
      const body = await jsonBody(c, activityRequestSchema);
      const { valid, session } = await sessions.isValid(c.req.param('id'), c.get('visitorId'));
      if (!valid) return c.json({ valid, session: toPublicSession(session) });
      const touched = await sessions.touch(session, body.type, body.language);
      return c.json({ valid: true, session: toPublicSession(touched) });
    })
    .delete('/chat/sessions/:id', async (c) => {
      await sessions.remove(c.req.param('id'), c.get('visitorId'));
      return c.body(null, 204);
    })
    .get('/chat/sessions/:id/messages', async (c) => {
      const { limit } = queryParams(c, historyQuerySchema.omit({ session_id: true }));
      const session = await sessions.requireExisting(c.req.param('id'), c.get('visitorId'));
      return c.json({ messages: (await sessions.messages(session.id, limit)).map(toChatMessage) });
    });
}
