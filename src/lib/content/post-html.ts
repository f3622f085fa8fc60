/**
 * A post's text as HTML, for the places that show it outside its own page (the blog cards' "Read More", the feed).
 * A Markdown (.md) post comes with its HTML; an .mdx post is a component, so it is rendered here once with the
 * components and data its page gives it (Astro's container API, as Astro's guide does for a feed of MDX posts).
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { getContainerRenderer as mdxRenderer } from '@astrojs/mdx';
import { render, type CollectionEntry } from 'astro:content';

let container: Promise<AstroContainer> | undefined;

/** What an .mdx entry's `<Content />` is given on its page: the components map and the data they read. */
export type ContentProps = Record<string, unknown>;

/** The HTML of an entry's text: `props` are what its page passes to `<Content />` (used only by .mdx entries). */
export async function entryHtml(
  entry: CollectionEntry<'blog'> | CollectionEntry<'internships'>,
  props: ContentProps,
): Promise<string> {
  if (entry.rendered?.html !== undefined && !entry.filePath?.endsWith('.mdx')) return entry.rendered.html;
  container ??= loadRenderers([mdxRenderer()]).then((renderers) => AstroContainer.create({ renderers }));
  const { Content } = await render(entry);
  return (await container).renderToString(Content, { props });
}
