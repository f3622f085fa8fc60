/** `Astro.locals.site`: what every page's components read (set by src/middleware.ts, see `siteData` in src/lib/content/site.ts). */
declare namespace App {
  interface Locals {
    site: import('./lib/content/site').SiteData;
  }
}

/** `import url from './part.ts?lazy'`: the URL of a module built on its own (src/integrations/lazy-module.mjs). */
declare module '*?lazy' {
  const url: string;
  export default url;
}

/**
 * `~/lib/time/today.ts?copy`, `~/lib/widgets/tabs.ts?copy`: the same module, bundled into the importing page script instead of
 * shared with an island (the calendar; the comparison table): a shared module becomes a file of its own, and the page
 * script with it: a request before the first paint.
 */
declare module '~/lib/time/today.ts?copy' {
  export * from '~/lib/time/today';
}
declare module '~/lib/widgets/tabs.ts?copy' {
  export * from '~/lib/widgets/tabs';
}
/** `~/lib/forms/submission.ts?copy`: Form.astro's script takes a constant from it; form-send.ts (on demand) imports the module. */
declare module '~/lib/forms/submission.ts?copy' {
  export * from '~/lib/forms/submission';
}
