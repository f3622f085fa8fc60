/**
 * All content collections, described in src/content-model/collections/ (files and schemas) and loaded by Astro
 * through the content check (src/content-model/loaders.ts).
 */
import { defineCollection } from 'astro:content';
import { collections as definitions } from './content-model/collections';
import { checkedCollection } from './content-model/loaders';

type Definitions = typeof definitions;

export const collections = Object.fromEntries(
  Object.entries(definitions).map(([name, definition]) => [
    name,
    defineCollection(checkedCollection(name, definition) as never),
  ]),
) as { [K in keyof Definitions]: ReturnType<typeof checkedCollection<Definitions[K]>> };
