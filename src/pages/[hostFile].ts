/**
 * Redirect rules for hosts that read a `_redirects` file (Netlify, Cloudflare Pages): every old spelling listed in
 * routes.yaml answers 301 to its canonical path. Other hosts fall back to the not-found page's forwarding.
 */
import type { APIRoute } from 'astro';
import { getAllRoutes } from '~/lib/site';

// A dynamic route because Astro skips page files whose names start with "_".
export const getStaticPaths = () => [{ params: { hostFile: '_redirects' } }];

export const GET: APIRoute = async () => {
  const routes = await getAllRoutes();
  const lines = routes.flatMap((route) =>
    route.data.aliases.flatMap((alias) => {
      const encoded = encodeURI(alias);
      return [`${encoded} ${route.id} 301`, `${encoded}/ ${route.id} 301`];
    }),
  );
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
