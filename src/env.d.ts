/** `Astro.locals.site`: what every page's components read (set by src/middleware.ts, see `siteData` in src/lib/site.ts). */
declare namespace App {
  interface Locals {
    site: import('./lib/site').SiteData;
  }
}

/** `import url from './part.ts?lazy'`: the URL of a module built on its own (src/integrations/lazy-module.mjs). */
declare module '*?lazy' {
  const url: string;
  export default url;
}

/**
 * `~/lib/today.ts?copy`, `~/lib/tabs.ts?copy`: the same module, bundled into the importing page script instead of
 * shared with an island (the calendar; the comparison table): a shared module becomes a file of its own, and the page
 * script with it: a request before the first paint.
 */
declare module '~/lib/today.ts?copy' {
  export * from '~/lib/today';
}
declare module '~/lib/tabs.ts?copy' {
  export * from '~/lib/tabs';
}
/** `~/lib/forms.ts?copy`: Form.astro's script takes a constant from it; formSend.ts (on demand) imports the module. */
declare module '~/lib/forms.ts?copy' {
  export * from '~/lib/forms';
}
