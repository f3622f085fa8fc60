/**
 * A page file checked by the pages collection's whole schema (src/content-model/collections/pages.ts), as the build
 * checks it: a test changes a field of a real page file and reads the messages an editor would get, with their paths.
 */
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { collections } from '../../src/content-model/collections';
import type { ImageHelper } from '../../src/content-model/schemas/shared';
import { projectRoot } from './content-check';

// Stands in for astro:content's image() helper, which only exists inside a content collection.
const image = (() => z.string()) as unknown as ImageHelper;
const pageSchema = collections.pages.schema({ image });

/** A page's file as written (src/content/pages/<path>.yaml; "/" is index.yaml), before any schema. */
export const pageFile = (path: string): Record<string, unknown> =>
  parse(readFileSync(`${projectRoot}/src/content/pages${path === '/' ? '/index' : path}.yaml`, 'utf8'));

/** What the pages schema says about a page's data: "path: message" for each issue, none when it is valid. */
export const pageIssues = (data: unknown): string[] => {
  const result = pageSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

/** The data a page's schema gives (defaults filled in); fails with the issues when the page is invalid. */
export const parsePage = (data: unknown) => pageSchema.parse(data) as Record<string, unknown>;
