/** Small helpers for the Ematix-Prime pages. */

/**
 * The community's name as shown: "Ematix-Prime" with a non-breaking hyphen (U+2011), so a heading never breaks
 * inside the name. Any other text passes through with its own "Ematix-Prime" replaced the same way.
 */
export function displayName(text: string): string {
  return text.replace(/Ematix-Prime/g, 'Ematix\u2011Prime');
}
