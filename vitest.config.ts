/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    // The test files share their worker's module cache instead of each re-importing Astro's config and the content
    // modules: 53 s → 28 s for the whole unit suite on this 2-core machine. What a file changes for itself (stubbed
    // env and globals, spies, fake timers: each file's afterEach) is put back, so no file sees another's.
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
    restoreMocks: true,
  },
});
