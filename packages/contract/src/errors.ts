import { z } from 'zod';
import { DOCUMENT_MESSAGES } from './documents.ts';

/**
 * Every error Parley's API can answer with: its code, HTTP status and the message shown to the user when
 * the server has nothing more specific to say. Errors leave the server as `{error: {code, message}}`, auth
 * routes included; Better Auth's own codes (upper case) are listed so the sign-in screens can show the
 * spec's texts.
 */
export const ERROR_CATALOGUE = {
  validation_error: {
    status: 400,
    message: 'Some of the data sent is not valid. Check the fields and try again.',
  },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  invalid_characters: {
    status: 400,
    message:
      'The request contains a NUL character or invalid Unicode (a lone surrogate). Remove it and try again.',
  },
  invalid_language: { status: 400, message: 'This language is not enabled for this chat.' },
  message_too_long: { status: 400, message: 'The message is too long.' },
  invalid_cursor: {
    status: 400,
    message: 'The list changed since it was loaded (that session is gone). Refresh the list.',
  },
  file_missing: { status: 400, message: DOCUMENT_MESSAGES.selectFile },
  upload_failed: { status: 400, message: DOCUMENT_MESSAGES.uploadFailed },
  unauthorized: { status: 401, message: 'Please sign in to continue.' },
  authentication_required: {
    status: 401,
    message:
      'This chat requires authentication: sign in, or send an API key as "Authorization: Bearer <key>".',
  },
  forbidden: {
    status: 403,
    message: 'This area is for administrators. Ask an administrator to grant you access.',
  },
  csrf_refused: {
    status: 403,
    message: 'This request did not come from Parley’s own pages and was refused.',
  },
  origin_not_allowed: { status: 403, message: 'This website is not allowed to use this chat.' },
  identification_required: { status: 403, message: 'Please sign in on this website to chat with us.' },
  invalid_identity: {
    status: 403,
    message: 'Your sign-in on this website could not be verified. Please reload the page and try again.',
  },
  not_found: { status: 404, message: 'This API route does not exist.' },
  session_not_found: { status: 404, message: 'Session not found' },
  session_archived: { status: 409, message: 'This session is already archived.' },
  last_admin: {
    status: 409,
    message: 'Parley needs at least one active administrator. Promote someone else first.',
  },
  no_language_version: { status: 409, message: 'This FAQ has no version in that language yet.' },
  too_many_aliases: { status: 409, message: 'This FAQ has reached the limit of aliases in that language.' },
  translation_unavailable: {
    status: 409,
    message: 'No translation provider is configured (set LLM_BASE_URL and LLM_MODEL).',
  },
  suggestions_unavailable: {
    status: 409,
    message: 'No language model is configured (set LLM_BASE_URL and LLM_MODEL).',
  },
  backup_not_embedded: {
    status: 409,
    message: 'Parley uses a PostgreSQL server: back it up with pg_dump (see docs/operations.md, "Backups").',
  },
  email_not_configured: {
    status: 412,
    message: 'Email service is not properly configured. Please try again later or contact support.',
  },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  file_too_large: { status: 413, message: DOCUMENT_MESSAGES.tooLarge },
  unsupported_media_type: {
    status: 415,
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  unsupported_file_type: { status: 415, message: DOCUMENT_MESSAGES.invalidType },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a minute and try again.' },
  internal_error: { status: 500, message: 'Something went wrong on our side. Please try again later.' },
  chat_failed: { status: 500, message: 'An error occurred while processing your message' },
  session_create_failed: { status: 500, message: 'Failed to create new session' },
  email_auth_error: {
    status: 502,
    message: 'Email service authentication error. Please try again later or contact support.',
  },
  email_failed: { status: 502, message: 'Something went wrong. Please try again later.' },
  suggestions_failed: { status: 502, message: 'The language model did not answer. Try again later.' },

  // Auth routes (Better Auth's codes and Parley's sign-in wrapper), with the spec's texts.
  INVALID_REQUEST: { status: 400, message: 'Please enter both email and password.' },
  INVALID_EMAIL: { status: 400, message: 'Please enter a valid email address.' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Password should be at least 6 characters long.' },
  INVALID_TOKEN: { status: 400, message: 'This reset link is invalid or has expired. Request a new one.' },
  UNTRUSTED_HOST: {
    status: 400,
    message:
      'Password reset links can only point to Parley’s configured address. The administrator needs to set PUBLIC_URL (or ALLOWED_HOSTS).',
  },
  USER_NOT_FOUND: { status: 401, message: 'No admin account found with this email.' },
  INVALID_PASSWORD: { status: 401, message: 'Incorrect password. Please try again.' },
  INVALID_EMAIL_OR_PASSWORD: {
    status: 401,
    message: 'Invalid login credentials. Please check your email and password.',
  },
  USER_DISABLED: { status: 403, message: 'This account has been disabled. Contact an administrator.' },
  USER_ALREADY_EXISTS: {
    status: 422,
    message: 'An account with this email already exists. Sign in instead.',
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 422,
    message: 'An account with this email already exists. Sign in instead.',
  },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many failed attempts. Please try again later.' },
  INTERNAL_ERROR: { status: 500, message: 'An unexpected error occurred. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/** The catalogue's message for a code, or `fallback` for a code it does not know (e.g. a new Better Auth one). */
export function errorMessage(
  code: string | undefined,
  fallback: string = ERROR_CATALOGUE.INTERNAL_ERROR.message,
) {
  return code && isErrorCode(code) ? ERROR_CATALOGUE[code].message : fallback;
}
