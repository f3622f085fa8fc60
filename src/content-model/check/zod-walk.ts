/**
 * Walking a zod schema alongside the data it validates: finds fields the schema does not know (zod drops them
 * silently unless an object is `.strict()`), and tells which schema part each value was checked by (so the check
 * knows which strings are links and which are pictures).
 */
import { z } from 'astro/zod';
import type { PathSegment } from './source';

type Schema = z.ZodTypeAny;

/** Where each wrapper keeps the schema it wraps. */
const WRAPPED: Record<string, string> = {
  ZodOptional: 'innerType',
  ZodNullable: 'innerType',
  ZodDefault: 'innerType',
  ZodCatch: 'innerType',
  ZodReadonly: 'innerType',
  ZodBranded: 'type',
  ZodEffects: 'schema',
  ZodPipeline: 'in',
};

/** The wrappers around a schema, outermost first, down to the part that decides the value's shape. */
export function unwrapChain(schema: Schema): Schema[] {
  const chain: Schema[] = [schema];
  while (chain.length < 50) {
    const def = chain.at(-1)!._def as Record<string, unknown> & { typeName: string };
    if (def.typeName === 'ZodLazy') chain.push((def.getter as () => Schema)());
    else if (def.typeName in WRAPPED) chain.push(def[WRAPPED[def.typeName]] as Schema);
    else break;
  }
  return chain;
}

export const core = (schema: Schema): Schema => unwrapChain(schema).at(-1)!;

/**
 * Whether `part` is `schema` or a copy of it that `.describe()` made (zod copies the definition and sets its
 * `description`): a field's doc sits on the shared part it uses, e.g. `href: anyLink.describe('…')`.
 */
export function isPart(part: Schema, schema: Schema): boolean {
  if (part === schema) return true;
  const [a, b] = [part._def, schema._def] as Record<string, unknown>[];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('description');
  return part.constructor === schema.constructor && [...keys].every((key) => a[key] === b[key]);
}

/** A field's doc: the description of the outermost part that has one (`.describe()` on the field or the part). */
export const describedAs = (schema: Schema): string | undefined =>
  unwrapChain(schema)
    .map((part) => part.description)
    .find(Boolean);

const typeName = (schema: Schema) => (schema._def as { typeName?: string }).typeName;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function accepts(schema: Schema, value: unknown): boolean {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false; // a schema with asynchronous checks: not a candidate for this guess
  }
}

/** For a union, the option the value was most likely meant for. */
function pickOption(options: Schema[], value: unknown): Schema | undefined {
  const exact = options.find((option) => accepts(option, value));
  if (exact) return exact;
  if (!isPlainObject(value)) return undefined;
  let best: Schema | undefined;
  let bestScore = 0;
  for (const option of options) {
    const inner = core(option);
    if (typeName(inner) !== 'ZodObject') continue;
    const keys = Object.keys((inner as z.AnyZodObject).shape);
    const score = Object.keys(value).filter((key) => keys.includes(key)).length;
    if (score > bestScore) [best, bestScore] = [option, score];
  }
  return best;
}

export interface WalkVisitor {
  /** Called for every value, with the schema chain that checks it. */
  value?(chain: Schema[], value: unknown, path: PathSegment[]): void;
  /** A field the object schema at `path` does not know; `known` lists the fields it does. */
  unknownKey?(path: PathSegment[], key: string, known: string[]): void;
}

/** Visits `value` and everything inside it together with the schema part that validates it. */
export function walk(schema: Schema, value: unknown, visitor: WalkVisitor, path: PathSegment[] = []): void {
  const chain = unwrapChain(schema);
  const inner = chain.at(-1)!;
  visitor.value?.(chain, value, path);
  if (value === undefined || value === null) return;
  const def = inner._def as Record<string, unknown>;
  switch (typeName(inner)) {
    case 'ZodObject': {
      if (!isPlainObject(value)) return;
      const shape = (inner as z.AnyZodObject).shape as Record<string, Schema>;
      for (const [key, item] of Object.entries(value)) {
        if (key in shape) walk(shape[key], item, visitor, [...path, key]);
        // `.strict()` objects report unknown keys through zod itself; `.passthrough()` ones allow them.
        else if (def.unknownKeys === 'strip') visitor.unknownKey?.(path, key, Object.keys(shape));
      }
      return;
    }
    case 'ZodArray':
      if (Array.isArray(value))
        value.forEach((item, index) => walk(def.type as Schema, item, visitor, [...path, index]));
      return;
    case 'ZodDiscriminatedUnion': {
      if (!isPlainObject(value)) return;
      const option = (def.optionsMap as Map<unknown, Schema>).get(value[def.discriminator as string]);
      if (option) walk(option, value, visitor, path);
      return;
    }
    case 'ZodUnion': {
      const option = pickOption(def.options as Schema[], value);
      if (option) walk(option, value, visitor, path);
      return;
    }
    default:
      return;
  }
}

/** The schema part that checks the value at `path` (following the first union option that has the path). */
export function schemaAt(schema: Schema, path: readonly PathSegment[]): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const segment of path) {
    if (!current) return undefined;
    const inner = core(current);
    const def = inner._def as Record<string, unknown>;
    switch (typeName(inner)) {
      case 'ZodObject':
        current = ((inner as z.AnyZodObject).shape as Record<string, Schema>)[String(segment)];
        break;
      case 'ZodArray':
        current = def.type as Schema;
        break;
      case 'ZodUnion':
      case 'ZodDiscriminatedUnion': {
        const options = (
          typeName(inner) === 'ZodUnion' ? def.options : [...(def.optionsMap as Map<unknown, Schema>).values()]
        ) as Schema[];
        current = options.map((option) => schemaAt(option, [segment])).find(Boolean);
        break;
      }
      default:
        return undefined;
    }
  }
  return current;
}
