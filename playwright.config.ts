import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/bench/chromium';

/** E2E_PORT lets several checkouts run their browser tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** nginx serving the same export with try_files and no redirects, as a plain static host would. */
const NGINX_PORT = PORT + 100;

/** End-to-end tests against the built export (out/), served like a CDN, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A stray test.only would silently skip the rest of the suite: under CI it fails the run instead.
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failing test leaves its trace (actions, network, console, sources) and a screenshot in test-results/, for
    // `npx playwright show-trace`. DOM snapshots and a screencast of every action would make the suite a quarter slower.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'local' }, { name: 'nginx', use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` }, testMatch: /static-host\.spec\.ts$/ }],
  webServer: [
    { command: `node scripts/serve-out.mjs out ${PORT}`, url: `http://127.0.0.1:${PORT}/`, reuseExistingServer: !process.env.CI },
    {
      command: `node tests/support/nginx.mjs out ${NGINX_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
