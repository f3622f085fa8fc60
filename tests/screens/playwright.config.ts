import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from '../../playwright.config';

/**
 * Before/after screenshots of the built site, for changes that must not alter what a visitor sees: every page at
 * 375 and 1280 px through Playwright's own `toHaveScreenshot` (its pixel comparison, diff pictures and report).
 *
 *   before:  BASE=http://127.0.0.1:4321 npx playwright test -c tests/screens --update-snapshots   (the old build served)
 *   after:   BASE=http://127.0.0.1:4321 npx playwright test -c tests/screens                      (the new build served)
 *
 * The pictures go to SHOTS (default .tmp/screens/<width>/); a page that differs fails with its expected, actual and
 * diff pictures in .tmp/screens-results/. Shoot twice from one build to prove a run deterministic.
 */
const shots = resolve(process.env.SHOTS ?? '.tmp/screens');

export default defineConfig({
  testDir: '.',
  outputDir: `${shots}-results`,
  fullyParallel: true,
  workers: baseConfig.workers,
  timeout: 90_000,
  reporter: [['list']],
  snapshotPathTemplate: `${shots}/{projectName}/{arg}{ext}`,
  expect: { toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'css' } },
  use: {
    baseURL: process.env.BASE ?? 'http://127.0.0.1:4321',
    launchOptions: baseConfig.use?.launchOptions,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: 'block',
    // The pages' CSP meta tag would block the style tag that stills animations (screens.spec.ts).
    bypassCSP: true,
  },
  projects: [
    { name: '375', use: { viewport: { width: 375, height: 740 } } },
    { name: '1280', use: { viewport: { width: 1280, height: 800 } } },
  ],
});
