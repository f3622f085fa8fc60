/**
 * The skills training brochure PDF, one per skills training entry, written at build time from the same entry as the
 * page (src/lib/pdf/skills-brochure.ts): /ematixprime/initiative/skill/essential-skills-2025-brochure.pdf.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { paragraphs } from '~/lib/content/company';
import { formatDateRange, formatRupees } from '~/lib/format/numbers';
import { getSettings } from '~/lib/content/site';
import { SKILLS_PAGE_PATH, brochureFileName, makeTrainingBrochure } from '~/lib/pdf/skills-brochure';

export const getStaticPaths = (async () => {
  const trainings = await getCollection('programmes', (entry) => entry.data.kind === 'skills');
  return trainings.flatMap((entry) =>
    entry.data.kind === 'skills'
      ? [{ params: { brochure: brochureFileName(entry.id).replace(/\.pdf$/, '') }, props: { training: entry.data } }]
      : [],
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
  const { training } = props as Awaited<ReturnType<typeof getStaticPaths>>[number]['props'];
  const settings = await getSettings();
  const pdf = await makeTrainingBrochure({
    title: training.title,
    dates: formatDateRange(training.start, training.end),
    time: training.time,
    place: training.place,
    audience: training.audience,
    fee: formatRupees(training.fee),
    summary: paragraphs(training.summary),
    syllabus: training.syllabus,
    guests: training.chiefGuests.map((guest) => ({
      name: guest.name,
      role: [guest.designation, guest.organisation, guest.city].filter(Boolean).join(', '),
    })),
    contact: [
      `${settings.communityName} by ${settings.name}, ${settings.address.locality}, ${settings.address.region}`,
      `${settings.email} · ${settings.phone}`,
    ],
    url: new URL(SKILLS_PAGE_PATH, site).href,
    date: new Date(`${training.start}T00:00:00Z`),
  });
  return new Response(pdf as unknown as BodyInit, { headers: { 'Content-Type': 'application/pdf' } });
};
