import type { Logger } from 'pino';

/** Variables every request carries through Hono's context. */
export interface RequestVariables {
  requestId: string;
  log: Logger;
}

export type AppEnv = { Variables: RequestVariables };
