/** Star ratings for testimonials and reviews (SPEC §9: shown as five stars using the whole-number part). */

export interface Stars {
  /** Stars drawn filled: the whole-number part of the rating. */
  filled: number;
  /** The rest, drawn as outlines, so there are always `max` stars. */
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

/** 4.9 → 4 filled and 1 empty; 5 → 5 filled. The fraction is never rounded up. */
export function starsFor(rating: number, max = 5): Stars {
  check(rating, max);
  const filled = Math.floor(rating);
  return { filled, empty: max - filled };
}

/** The rating as text for screen readers: 4.9 → "Rated 4.9 out of 5". */
export function ratingLabel(rating: number, max = 5): string {
  check(rating, max);
  return `Rated ${ratingNumber.format(rating)} out of ${max}`;
}
