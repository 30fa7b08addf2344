import { randomBytes } from 'node:crypto';

/** 192 random bits, base64url: the visitor's only key to their session, so it must be unguessable. */
export const newSessionId = () => randomBytes(24).toString('base64url');
