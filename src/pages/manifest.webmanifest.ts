import type { APIRoute } from 'astro';
import { getSettings } from '~/lib/content/site';

export const GET: APIRoute = async () => {
  const settings = await getSettings();
  const manifest = {
    name: settings.name,
    short_name: settings.name,
    description: settings.description,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#12245c',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
