/** Types of bundle.mjs. */
export function loadContentCheck(): Promise<typeof import('./entry')>;
export const projectRoot: string;
