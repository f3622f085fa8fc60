/**
 * Runs on every page as it is rendered (at build time for this static site, and in `astro dev`):
 * - in `astro dev`, while the content check reports a mistake (src/content-model/loaders.ts), every page shows its
 *   lines in Vite's error overlay instead of a page built from the last good content (answered here rather than
 *   thrown, so the terminal shows the lines once, not at every request);
 * - before: loads what components show on every page (settings, menus, the page's registry entry) into
 *   `Astro.locals.site` (`siteData`, src/lib/content/site.ts), so components render what they are given and load nothing;
 * - after: keeps the community's name on one line by wrapping it in a nowrap span in the page's text
 *   (src/lib/format/names.ts says why it is done here, once, rather than in each component).
 */
import { defineMiddleware } from 'astro:middleware';
import { currentProblems, problemsHeading } from '~/content-model/problems';
import { keepNamesWhole } from '~/lib/format/names';
import { siteData } from '~/lib/content/site';

export const onRequest = defineMiddleware(async (context, next) => {
  const problems = import.meta.env.DEV ? currentProblems() : undefined;
  if (problems) {
    const error = {
      message: `${problemsHeading(problems.lines.length)}\n${problems.lines.join('\n')}`,
      stack: '',
      plugin: 'content check',
      id: problems.first?.file,
      loc: problems.first && { ...problems.first, column: 1 },
    };
    const overlay = `import { ErrorOverlay } from '/@vite/client'; document.body.appendChild(new ErrorOverlay(${JSON.stringify(error).replace(/</g, '\\u003c')}));`;
    return new Response(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content problem</title><script type="module">${overlay}</script></head><body></body></html>`,
      { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  }
  context.locals.site = await siteData(context.url.pathname);
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(keepNamesWhole(html), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
