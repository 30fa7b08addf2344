/** Field errors by settings path ('cache.maxEntries'), from the server's validation issues. */
export type FieldErrors = Record<string, string>;

/**
 * The first failed rule's message for each field the server refused; issues without a usable path are
 * left to the general message.
 */
export function fieldErrorsFrom(details: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const issue of details as { path?: unknown; message?: unknown }[]) {
    if (!Array.isArray(issue.path) || issue.path.length < 2 || typeof issue.message !== 'string') continue;
    const key = issue.path.slice(0, 2).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
