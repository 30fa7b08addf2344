import type { Logger } from 'pino';

/** Variables every request carries through Hono's context. */
export interface RequestVariables {
  requestId: string;
  log: Logger;
  /** Who is chatting, set on the visitor chat routes (see modules/visitors/visitor-access.ts). */
  visitorId?: string;
}

export type AppEnv = { Variables: RequestVariables };
