/** /admin/fonts/<name>.woff2: the web editor's fonts (icons, text), from the @sveltia/cms package, not from a CDN. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { editorFonts } from '~/lib/serving/admin';

export const getStaticPaths = (() =>
  [...editorFonts().keys()].map((font) => ({ params: { font } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const font = editorFonts().get(String(params.font));
  if (!font) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(font()), { headers: { 'Content-Type': 'font/woff2' } });
};
