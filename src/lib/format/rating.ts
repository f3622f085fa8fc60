/**
 * Star ratings for testimonials and reviews: drawn to the nearest half star, the exact rating given as text
 * (docs/decisions.md, "Ratings drawn to the nearest half star"; SPEC §9's whole-number part showed 4.9 as four stars).
 */

/** How one star is drawn: filled, its left half filled, or an outline. */
export type StarKind = 'full' | 'half' | 'empty';

interface Stars {
  /** Stars drawn filled. */
  full: number;
  /** 1 when a half-filled star follows them. */
  half: 0 | 1;
  /** Stars drawn as outlines, so there are always `max` stars. */
  empty: number;
}

const ratingNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

function check(rating: number, max: number): void {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`rating: max must be a whole number of stars, got ${max}`);
  if (!Number.isFinite(rating) || rating < 0 || rating > max) {
    throw new RangeError(`rating: ${rating} is not a rating between 0 and ${max}`);
  }
}

/** 4.9 and 4.8 → 5 full; 4.7 → 4 full and a half; 4.2 → 4 full. A quarter rounds up: 4.25 → 4½, 4.75 → 5. */
function starsFor(rating: number, max = 5): Stars {
  check(rating, max);
  // Rounded to a tenth first, as the rating is shown, so floating-point noise (4.749999…) cannot move a star.
  const halves = Math.round(Math.round(rating * 10) / 5);
  const full = Math.floor(halves / 2);
  const half = (halves % 2) as 0 | 1;
  return { full, half, empty: max - full - half };
}

/** The stars in order, e.g. 4.7 → full, full, full, full, half. */
export function starKinds(rating: number, max = 5): StarKind[] {
  const { full, half, empty } = starsFor(rating, max);
  return [
    ...Array<StarKind>(full).fill('full'),
    ...Array<StarKind>(half).fill('half'),
    ...Array<StarKind>(empty).fill('empty'),
  ];
}

/** The rating as it is written beside the stars: 4.9 → "4.9", 5 → "5", never floating-point noise. */
export function formatRating(rating: number): string {
  return ratingNumber.format(rating);
}

/** The rating as text for screen readers: 4.9 → "Rated 4.9 out of 5". */
export function ratingLabel(rating: number, max = 5): string {
  check(rating, max);
  return `Rated ${formatRating(rating)} out of ${max}`;
}
