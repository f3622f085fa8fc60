/**
 * The content problems of the last check in `astro dev`, shared between the loaders (which find them) and the
 * middleware (which shows them in the browser's error overlay). One process, so one global slot; nothing else is
 * imported here, to keep the middleware light.
 */
export interface ContentProblems {
  /** One line per mistake: `file:line  field  what is wrong  → how to fix it`. */
  lines: string[];
  /** The first mistake's file (absolute) and line, for the overlay's code frame. */
  first?: { file: string; line: number };
}

const slot = Symbol.for('ematix.contentProblems');
type Holder = { [slot]?: ContentProblems };

export const currentProblems = (): ContentProblems | undefined => (globalThis as Holder)[slot];

export function setProblems(problems: ContentProblems | undefined): void {
  (globalThis as Holder)[slot] = problems && problems.lines.length > 0 ? problems : undefined;
}

/** The heading above the lines, wherever they are shown. */
export const problemsHeading = (count: number): string =>
  `${count} content problem${count === 1 ? '' : 's'} (file:line  field  what is wrong  → how to fix it):`;
