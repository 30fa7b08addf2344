import { defineConfig } from 'vitest/config';

// Browser tests drive Debian's Chromium against the built app, one file at a time (Chromium is heavy on 2 cores).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
