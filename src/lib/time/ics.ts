/**
 * iCalendar (RFC 5545) files for "Add to calendar": one VEVENT per file. Lines end in CRLF and are folded at 75
 * octets; text values are escaped. A whole-day event uses DTSTART;VALUE=DATE with an exclusive DTEND (the day after
 * the last day); an event with an IST clock time is written in UTC so every calendar app shows it in its own zone.
 */
import { addDays, parseIso } from './calendar';
import { parseIstTime, type DatedEvent } from '../content/events';

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line longer than 75 octets (UTF-8 bytes) into several, each continuation starting with one space
 * (RFC 5545 §3.1). A multi-byte character is never split.
 */
function foldLine(line: string, limit = 75): string[] {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines lose one octet to the leading space.
    const room = lines.length === 0 ? limit : limit - 1;
    if (bytes + size > room) {
      lines.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  lines.push(current);
  return lines.map((part, index) => (index === 0 ? part : ` ${part}`));
}

const basicDate = (iso: string) => iso.replaceAll('-', '');

/** "2025-07-12" + "19:00" IST → "20250712T133000Z". */
function istToUtcStamp(iso: string, clock: string): string {
  const { year, month, day } = parseIso(iso);
  const [hours, minutes] = clock.split(':').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day, hours, minutes) - (5 * 60 + 30) * 60_000);
  return utc
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A Date as an iCalendar UTC date-time, "20250101T093000Z". */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface IcsOptions {
  /** A globally unique id for the event, e.g. "iciemsd-2025@ematix.example.com". */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** Who made it, e.g. "-//Ematix//Ematix-Prime events//EN". */
  productId: string;
  /** The page about the event. */
  url?: string;
  /** Text shown in the event's notes. */
  description?: string;
}

/** A complete .ics file for one event, CRLF line endings included. */
export function eventToIcs(event: DatedEvent, options: IcsOptions): string {
  const times = event.time ? parseIstTime(event.time) : null;
  const last = event.end ?? event.start;
  const when = times
    ? [`DTSTART:${istToUtcStamp(event.start, times.start)}`, `DTEND:${istToUtcStamp(last, times.end)}`]
    : [`DTSTART;VALUE=DATE:${basicDate(event.start)}`, `DTEND;VALUE=DATE:${basicDate(addDays(last, 1))}`];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${options.uid}`,
    `DTSTAMP:${utcStamp(options.stamp)}`,
    ...when,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.place)}`,
    ...(options.description ? [`DESCRIPTION:${escapeText(options.description)}`] : []),
    ...(options.url ? [`URL:${options.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.flatMap((line) => foldLine(line)).join('\r\n')}\r\n`;
}
