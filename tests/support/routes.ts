/** The route registry, src/content/site/routes.yaml, for tests that do not need the build. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

export interface RouteEntry {
  id: string;
  title: string;
  description: string;
  aliases?: string[];
  canonical?: string;
}

/** Every page of the site (the schema validates the file during the build). */
export const routes: RouteEntry[] = parse(readFileSync(resolve('src/content/site/routes.yaml'), 'utf8'));
