import { ERROR_CATALOGUE, type ErrorCode } from '@parley/contract/errors';

/**
 * The one error type services throw. Its code is from the error catalogue, which also fixes the status;
 * the message (safe to show to the user) defaults to the catalogue's and may say more about this case.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
  }
}

export const notFound = (message?: string) => new AppError('not_found', message);
