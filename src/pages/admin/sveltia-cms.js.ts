/** /admin/sveltia-cms.js: the web editor's script, copied from the installed @sveltia/cms package at build time. */
import type { APIRoute } from 'astro';
import { editorScript } from '~/lib/serving/admin';

export const GET: APIRoute = () =>
  new Response(new Uint8Array(editorScript()), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
