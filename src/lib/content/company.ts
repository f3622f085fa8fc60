/** Small helpers for the company pages (services, enterprise, partner, projects). */

/**
 * The contact page link for a call to action, with the subject filled in: "Software development" →
 * "/contact?subject=Software%20development". Without a subject, the plain contact page.
 */
export function contactHref(subject?: string): string {
  const trimmed = subject?.trim();
  return trimmed ? `/contact?subject=${encodeURIComponent(trimmed)}` : '/contact';
}

/** Splits editor text into paragraphs at empty lines, dropping blank ones and extra spaces. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The id of a service category's disclosure on /service, e.g. "android" → "services-android". */
export function categoryElementId(key: string): string {
  return `services-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
