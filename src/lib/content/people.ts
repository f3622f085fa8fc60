/** Small helpers for showing people (award winners, guests, mentors). */

// Titles written before a name; they are not part of a person's initials.
const HONORIFICS = new Set(['dr', 'prof', 'mr', 'mrs', 'ms', 'miss', 'er', 'shri', 'smt', 'sri', 'thiru', 'tmt']);

/**
 * Up to two initials for an avatar without a photo: the first and last names that are not titles.
 * "Dr. K. Meena" → "KM"; "Priya Raman" → "PR"; "Arun" → "A".
 */
export function initials(name: string): string {
  const words = name
    .split(/[\s.]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word && !HONORIFICS.has(word.toLowerCase()));
  if (words.length === 0) return '?';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return (first + last).toUpperCase();
}

/** The line under a person's name: designation, organisation and city, joined by commas, skipping empty parts. */
export function personDetails(person: { designation?: string; organisation?: string; city?: string }): string {
  return [person.designation, person.organisation, person.city].filter((part) => part && part.trim()).join(', ');
}
