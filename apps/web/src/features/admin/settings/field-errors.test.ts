import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from './field-errors.ts';

describe('settings field errors', () => {
  it('keeps the first message per field and ignores issues it cannot place', () => {
    expect(
      fieldErrorsFrom([
        { path: ['cache', 'maxEntries'], message: 'Cache entries must be between 100 and 10000' },
        { path: ['cache', 'maxEntries'], message: 'Cache entries must be in steps of 100' },
        {
          path: ['chatbot', 'welcomeMessages', 'es'],
          message: 'Welcome message must be at most 500 characters',
        },
        { path: [], message: 'Invalid input' },
        'garbage',
      ]),
    ).toEqual({
      'cache.maxEntries': 'Cache entries must be between 100 and 10000',
      'chatbot.welcomeMessages': 'Welcome message must be at most 500 characters',
    });
    expect(fieldErrorsFrom(undefined)).toEqual({});
  });
});
