/**
 * "Add to calendar" files: /ematixprime/events/<event id>.ics for every conference and webinar of the events
 * collection, made at build time (RFC 5545; see ~/lib/time/ics).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import type { PrimeEvent } from '~/content-model/schemas/events';
import { eventPagePath } from '~/lib/content/events';
import { eventToIcs } from '~/lib/time/ics';

export const getStaticPaths = (async () => {
  const events = await getCollection('events');
  return events.map((entry) => ({ params: { id: entry.id }, props: { event: entry.data } }));
}) satisfies GetStaticPaths;

// One stamp per build: DTSTAMP says when the file was made.
const stamp = new Date();

export const GET: APIRoute<{ event: PrimeEvent }> = ({ props, site }) => {
  const { event } = props;
  const origin = new URL(site ?? 'https://www.ematix.example.com');
  const description = [
    event.summary,
    event.speaker ? `Speaker: ${event.speaker}` : '',
    event.time ? `Time: ${event.time}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const body = eventToIcs(event, {
    uid: `${event.id}@${origin.hostname}`,
    stamp,
    productId: '-//Ematix//Ematix-Prime events//EN',
    url: new URL(eventPagePath(event), origin).href,
    description,
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.id}.ics"`,
    },
  });
};
