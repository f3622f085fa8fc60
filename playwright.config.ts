import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * CHROMIUM_PATH, else Debian's Chromium: its headless shell first (the suite takes half the time;
 * scripts/ensure-chromium.sh installs it), the full browser otherwise. Playwright's own browser download does not work on these machines.
 */
function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

const port = Number(process.env.PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // One worker per core: the browser, nginx and the test runner share them, and more workers only queue.
  workers: Number(process.env.WORKERS ?? availableParallelism()),
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // The service worker (issue 31) would answer a controlled page's requests itself, out of reach of page.route():
    // blocked here, allowed (`test.use`) by the specs that check it: offline, site-checks, nginx.
    serviceWorkers: 'block',
    launchOptions: { executablePath: findChromium() },
  },
  webServer: {
    // The production build as visitors get it: deploy/nginx.conf on nginx (astro preview where nginx is missing).
    command: `node scripts/serve.mjs ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { ASTRO_DISABLE_UPDATE_CHECK: 'true' },
  },
});
