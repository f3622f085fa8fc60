/**
 * Every object of every collection's schema refuses a field it does not declare, so zod itself reports an unknown
 * (misspelt, misplaced) field, and the content check words it from zod's issue: nothing else looks for unknown fields.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { collections } from '~/content-model/collections';
import type { CollectionDefinition } from '~/content-model/define';
import {
  core,
  elementOf,
  fieldsOf,
  isStrict,
  optionsOf,
  pipedTo,
  unwrapChain,
  type Schema,
} from '~/content-model/zod-internals';

/** Every object schema inside `schema`, with the path of fields that leads to it. */
function objectsIn(schema: Schema, path = '(entry)', seen = new Set<Schema>()): { path: string; object: Schema }[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const inner = core(schema);
  const piped = unwrapChain(schema).flatMap((part) => pipedTo(part) ?? []);
  const fields = fieldsOf(inner);
  const element = elementOf(inner);
  return [
    ...(fields ? [{ path, object: inner }] : []),
    ...Object.entries(fields ?? {}).flatMap(([key, field]) => objectsIn(field, `${path}.${key}`, seen)),
    ...(element ? objectsIn(element, `${path}[]`, seen) : []),
    ...(optionsOf(inner) ?? []).flatMap((option) => objectsIn(option, path, seen)),
    ...piped.flatMap((part) => objectsIn(part, path, seen)),
  ];
}

const image = () => z.string();

describe('the collections’ schemas', () => {
  for (const [name, definition] of Object.entries(collections as Record<string, CollectionDefinition>)) {
    it(`${name}: every object is strict`, () => {
      const schema = typeof definition.schema === 'function' ? definition.schema({ image }) : definition.schema!;
      const objects = objectsIn(schema);
      expect(objects.length, 'the walk finds the objects').toBeGreaterThan(0);
      const loose = objects.filter(({ object }) => !isStrict(object)).map(({ path }) => path);
      expect(loose, 'objects that drop unknown fields silently (use z.strictObject)').toEqual([]);
    });
  }

  it('a field the schema does not declare is an issue of zod’s own', () => {
    const schema = (collections.blog as CollectionDefinition).schema as Schema;
    const result = schema.safeParse({ titel: 'Launching our gateway' });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((one) => one.code === 'unrecognized_keys');
    expect(issue && 'keys' in issue ? issue.keys : []).toEqual(['titel']);
  });
});
