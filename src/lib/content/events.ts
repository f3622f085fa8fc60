/**
 * Conferences and webinars: how their dates read, which list a webinar belongs in on a given day, the years of the
 * conference archive, the "Add to calendar" file's address and the Event structured data for search engines.
 */
import { parseIso } from '../time/calendar';
import { isUpcoming, registrationOpen } from '../time/today';

/** The fields of an event this module needs (a subset of the events collection's entries). */
export interface DatedEvent {
  id: string;
  title: string;
  start: string;
  end?: string;
  /** The last day to register, when before the event. */
  closes?: string;
  time?: string;
  place: string;
}

/** The year of an event (of its first day). */
export function eventYear(event: Pick<DatedEvent, 'start'>): number {
  return parseIso(event.start).year;
}

/**
 * The years of the conference archive, newest first: from the newest year that has a conference (or `since`, if
 * that is later) down to `since`. Years without conferences are included; the page says their data is coming.
 */
export function archiveYears(events: readonly Pick<DatedEvent, 'start'>[], since: number): number[] {
  if (!Number.isInteger(since)) throw new RangeError(`archiveYears: ${since} is not a year`);
  const newest = Math.max(since, ...events.map(eventYear));
  return Array.from({ length: newest - since + 1 }, (_, index) => newest - index);
}

/** "Conference data for {year} coming soon..." with the year filled in. */
export function fillYear(template: string, year: number): string {
  return template.replaceAll('{year}', String(year));
}

/** The address of an event's "Add to calendar" file, made at build time by src/pages/ematixprime/events/[id].ics.ts. */
export function icsPath(id: string): string {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`icsPath: event id "${id}" must be lowercase letters, digits and "-"`);
  return `/ematixprime/events/${id}.ics`;
}

/** True for an event held online (its place says "Online"). */
export function isOnline(event: Pick<DatedEvent, 'place'>): boolean {
  return /^online\b/i.test(event.place.trim());
}

/**
 * Start and end clock times from a time written like "07:00 PM – 08:30 PM IST" (India Standard Time), as 24-hour
 * "19:00" / "20:30"; null when the text is not in that form. Only IST is accepted: the site's events are run from
 * Salem, and a time without its zone could not be put in a visitor's calendar correctly.
 */
export function parseIstTime(time: string): { start: string; end: string } | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AP]M)\s*[–-]\s*(\d{1,2}):(\d{2})\s*([AP]M)\s*IST\s*$/i.exec(time);
  if (!match) return null;
  const to24 = (hours: string, minutes: string, half: string) => {
    const h = Number(hours);
    const m = Number(minutes);
    if (h < 1 || h > 12 || m > 59) return null;
    const h24 = (h % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
    return `${String(h24).padStart(2, '0')}:${minutes}`;
  };
  const start = to24(match[1], match[2], match[3]);
  const end = to24(match[4], match[5], match[6]);
  return start && end && end > start ? { start, end } : null;
}

/** Options for the Event structured data. */
export interface EventJsonLdOptions {
  /** Absolute address of the page that describes the event. */
  url: string;
  /** The organiser's name, e.g. "Ematix-Prime". */
  organiser: string;
  /** The organiser's site, e.g. "https://www.ematix.example.com". */
  organiserUrl: string;
  /** One or two sentences about the event. */
  description?: string;
  /** The day the page is built for (~/lib/time/today): decides the status and whether registration is offered. */
  today: string;
  /** The registration fee to offer while registration is open: the lowest option, in rupees (0 for a free event). */
  price?: number;
  /** Where to register, absolute; defaults to `url` + "#register". */
  registerUrl?: string;
}

/** schema.org Event for search engines (https://developers.google.com/search/docs/appearance/structured-data/event). */
export function eventJsonLd(event: DatedEvent, options: EventJsonLdOptions): Record<string, unknown> {
  const times = event.time ? parseIstTime(event.time) : null;
  const at = (date: string, clock?: string) => (clock ? `${date}T${clock}:00+05:30` : date);
  const online = isOnline(event);
  // schema.org has no "held" status: a scheduled event that is over is described without a status and without an
  // offer, so nothing tells a search engine it can still be attended or booked.
  const ahead = isUpcoming(event, options.today);
  const offers =
    options.price !== undefined && registrationOpen(event, options.today)
      ? {
          offers: {
            '@type': 'Offer',
            url: options.registerUrl ?? `${options.url}#register`,
            price: options.price,
            priceCurrency: 'INR',
            availability: 'https://schema.org/InStock',
            validThrough: event.closes ?? event.end ?? event.start,
          },
        }
      : {};
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: at(event.start, times?.start),
    endDate: at(event.end ?? event.start, times?.end),
    ...(ahead ? { eventStatus: 'https://schema.org/EventScheduled' } : {}),
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: options.url }
      : { '@type': 'Place', name: event.place, address: event.place },
    ...(options.description ? { description: options.description } : {}),
    url: options.url,
    organizer: { '@type': 'Organization', name: options.organiser, url: options.organiserUrl },
    ...offers,
  };
}

/**
 * The page of an event: the page named by `link` when that is a path of this site (the two conferences with a page
 * under /service), else its own page, /ematixprime/events/<id> (src/pages/ematixprime/events/[id].astro).
 */
export function eventPagePath(event: { id: string; link?: string }): string {
  if (event.link?.startsWith('/')) return event.link;
  if (!/^[a-z0-9-]+$/.test(event.id))
    throw new Error(`eventPagePath: event id "${event.id}" must be lowercase letters, digits and "-"`);
  return `/ematixprime/events/${event.id}`;
}

/** True for an event whose page is its own /ematixprime/events/<id> (not a page named by `link`). */
export function hasOwnPage(event: { link?: string }): boolean {
  return !event.link?.startsWith('/');
}
