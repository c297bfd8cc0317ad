import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverTests = {
  include: ['apps/server/src/**/*.test.ts'],
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; the server tests wait on their database
    // often enough that two at a time finish in about 60 % of the time (docs/rules/platform.md#tests).
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      // The repository's own scripts (e.g. the server log check of `npm test`).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Typing whole forms with user-event runs past 5 s when the two cores are busy with the server tests.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { TEST_DB: 'embedded' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...serverTests,
                name: 'server-pg',
                globalSetup: ['apps/server/test/global-setup.ts'],
                env: { TEST_DB: 'external' },
              },
            },
          ]
        : []),
    ],
  },
});
