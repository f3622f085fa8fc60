/** Every page (src/content/pages, one file per page), as the build reads it (tests/support/content.ts). */
import { entries } from './content';

export interface RouteEntry {
  id: string;
  title: string;
  description: string;
  aliases?: string[];
  canonical?: string;
}

/** Every page of the site. */
export const routes: RouteEntry[] = (await entries<Omit<RouteEntry, 'id'>>('pages')).map((e) => ({
  id: e.id,
  ...e.data,
}));
