import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's chromium-headless-shell when installed (scripts/lib.sh ensure_chromium): the same engine as
 *  the full browser without its window machinery, a quarter less CPU for the same specs
 *  (benchmarks/tests.md); else the full chromium. CHROMIUM_PATH names another. */
function browser(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

/** Browser tests against the running shop (the harness seeds the demo data). Debian's chromium, no download. */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // scripts/e2e runs two lanes on a two-core machine, often shared: a step may take twice as long as alone
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100',
    ...devices['Desktop Chrome'],
    acceptDownloads: true,
    // a failed test keeps its trace (each step's page, its calls) but no screencast: the frames were encoded
    // for every passing test too, and a failure's own screenshot shows the screen (benchmarks/tests.md)
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? browser(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
