/** The blog's RSS feed, newest post first, with each post's full text. Linked from every page's <head>. */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getRoute, getSettings } from '~/lib/content/site';
import { newestFirst, parseIsoDate } from '~/lib/content/blog';
import { getVisibleEntries } from '~/lib/content/visible';
import { entryHtml } from '~/lib/content/post-html';
import { getGalleryPreviews } from '~/lib/content/prime';
import { mdxComponents } from '~/components/mdx';

export async function GET(context: APIContext) {
  const settings = await getSettings();
  const blog = await getRoute('/blog');
  const posts = newestFirst(await getVisibleEntries('blog'));
  // An .mdx post's components get what its own page gives them.
  const content = { components: mdxComponents, galleries: await getGalleryPreviews() };
  const html = await Promise.all(posts.map((post) => entryHtml(post, content)));
  return rss({
    title: `${settings.name} blog`,
    description: blog.description,
    site: context.site ?? 'https://www.ematix.example.com',
    items: posts.map((post, index) => ({
      title: post.data.title,
      description: post.data.summary,
      pubDate: parseIsoDate(post.data.date),
      link: `/blog/${post.id}`,
      content: html[index],
      categories: [post.data.brand],
      customData: `<dc:creator><![CDATA[${post.data.author}]]></dc:creator>`,
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en-IN</language>',
  });
}
