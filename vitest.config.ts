import { defineConfig } from 'vitest/config';

// Unit and integration tests live beside the code; browser tests live in e2e/ with their own config.
export default defineConfig({
  test: {
    include: ['apps/**/src/**/*.test.ts', 'apps/**/src/**/*.test.tsx', 'packages/**/src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
