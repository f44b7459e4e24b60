import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench/lib/chromium';

/**
 * Each server binds a free port of its own (port 0), keeps it, and prints it. Playwright stores the named group of
 * `wait.stdout` in the environment before the workers start; they load this file again and read it there. With no
 * `url`, a server already running somewhere is never reused, and checkouts side by side never meet.
 */
const SITE = { name: 'site', port: 'E2E_SITE_PORT' } as const;
/** nginx serving the same export with try_files and no redirects, as a plain static host would. */
const NGINX = { name: 'nginx', port: 'E2E_NGINX_PORT' } as const;
const origin = (server: typeof SITE | typeof NGINX) => `http://127.0.0.1:${process.env[server.port] ?? 0}`;
const printedPort = (server: typeof SITE | typeof NGINX) =>
  new RegExp(`http://(?:localhost|127\\.0\\.0\\.1):(?<${server.port.toLowerCase()}>\\d+)`);

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
    baseURL: origin(SITE),
    // A failing test leaves its trace (actions, network, console, sources) and a screenshot in test-results/, for
    // `npx playwright show-trace`. DOM snapshots and a screencast of every action would make the suite a quarter slower.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'local' }, { name: 'nginx', use: { baseURL: origin(NGINX) }, testMatch: /static-host\.spec\.ts$/ }],
  webServer: [
    { name: SITE.name, command: 'node scripts/serve-out.mjs out 0', wait: { stdout: printedPort(SITE) } },
    { name: NGINX.name, command: 'node tests/support/nginx.mjs out 0', wait: { stdout: printedPort(NGINX) } },
  ],
});
