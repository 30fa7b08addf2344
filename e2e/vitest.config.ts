import { defineConfig } from 'vitest/config';

// Browser tests drive Debian's Chromium against the built app, one file at a time (Chromium is heavy on 2 cores).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser state settles in its own time; polls wait up to 10 s instead of vitest's 1 s default.
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
