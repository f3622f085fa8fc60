/**
 * /brochures/<internship>.pdf: each internship's brochure, made at build time from its own Markdown file (the same
 * entry the catalogue card and the internship's page show), so a brochure never disagrees with the site.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { makeBrochure } from '~/lib/pdf/brochure';
import { internshipCategoryLabels, internshipPath, visibleInternships } from '~/lib/content/internships';
import { enrolmentUrl } from '~/lib/content/enrolment';
import { getSettings } from '~/lib/content/site';
import { mdxAsMarkdown } from '~/lib/content/mdx-components';

export const getStaticPaths = (async () => {
  const internships = visibleInternships(await getCollection('internships'), import.meta.env.PROD);
  return internships.map((entry) => ({ params: { slug: entry.id }, props: { entry } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
  const { entry } = props as Awaited<ReturnType<typeof getStaticPaths>>[number]['props'];
  const settings = await getSettings();
  const pdf = await makeBrochure({
    title: entry.data.title,
    group: internshipCategoryLabels[entry.data.category],
    description: entry.data.description,
    price: entry.data.price,
    mode: entry.data.mode,
    // An .mdx internship's text without its components (a brochure shows text only).
    body: entry.filePath?.endsWith('.mdx') ? mdxAsMarkdown(entry.body ?? '') : (entry.body ?? ''),
    pageUrl: new URL(internshipPath(entry.id), site).href,
    enrolUrl: enrolmentUrl(entry.data, settings),
    organisation: {
      name: settings.name,
      community: settings.communityName,
      email: settings.email,
      phone: settings.phone,
      city: settings.address.locality,
    },
  });
  return new Response(Buffer.from(pdf), { headers: { 'Content-Type': 'application/pdf' } });
};
