/** Contact form helpers. */

/** Longest subject taken from a link; anything longer is cut, since subjects are one line. */
const MAX_SUBJECT_LENGTH = 120;
// eslint-disable-next-line no-control-regex -- control characters are what it matches
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/**
 * A one-line value a link asks a form to fill in: ("?subject=IoT%20gateway%20demo", "subject") → "IoT gateway demo".
 * Control characters are removed and spaces collapsed, so a crafted link cannot put line breaks into an e-mail
 * subject; anything past MAX_SUBJECT_LENGTH is cut. Empty when the link gives none.
 */
export function valueFromSearch(search: string, name: string): string {
  const raw = new URLSearchParams(search).get(name) ?? '';
  const clean = raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  return clean.slice(0, MAX_SUBJECT_LENGTH).trim();
}

/** A tel: link from a displayed number: "+91 90000 00000" → "tel:+919000000000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
