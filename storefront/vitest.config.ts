import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The tests run in UTC, as the storefront's server does: India time must come from lib/format.ts's explicit
// timeZone, never from the machine's zone (set before the test workers start, so they inherit it).
process.env.TZ = 'UTC';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // One worker runs every file in one environment instead of a fresh jsdom and module graph per file:
    // 100 s -> 20 s on two cores (benchmarks/tests.md). vitest.setup.ts gives each file fresh modules of
    // the shop's code and puts globals, timers, spies and storage back after each test; files of pure
    // functions say `// @vitest-environment node` and need no DOM at all.
    isolate: false,
    // a form test types a dozen fields: on a loaded two-core host that outlasts the default 5 s
    testTimeout: 20_000,
    include: ['tests/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', 'lib/**/*.test.{ts,tsx}'],
    exclude: ['e2e/**', 'node_modules/**'],
  },
});
