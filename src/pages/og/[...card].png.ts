/**
 * /og/<page path>.png: each page's share card, the picture its `og:image` names (BaseHead), drawn at build time from
 * the page's data (~/lib/share-card/content says what each card shows, ~/lib/share-card/draw draws it).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { cardParam, type ShareCard } from '~/lib/share-card/card';
import { drawCard } from '~/lib/share-card/draw';
import { getShareCards } from '~/lib/share-card/content';

export const getStaticPaths = (async () =>
  [...(await getShareCards()).values()].map((card) => ({
    params: { card: cardParam(card.path) },
    props: { card },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
  const { card } = props as { card: ShareCard };
  const png = await drawCard(card, site?.host ?? 'localhost');
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
