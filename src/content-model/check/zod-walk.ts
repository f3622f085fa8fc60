/**
 * Walking a zod schema alongside the data it validates: finds fields the schema does not know (zod drops them
 * silently unless an object is `.strict()`), and tells which schema part each value was checked by (so the check
 * knows which strings are links and which are pictures).
 */
import { z } from 'astro/zod';
import type { PathSegment } from './source';

type Schema = z.ZodTypeAny;

/** The wrappers around a schema, outermost first, down to the part that decides the value's shape. */
export function unwrapChain(schema: Schema): Schema[] {
  const chain: Schema[] = [schema];
  let current: Schema = schema;
  for (let guard = 0; guard < 50; guard++) {
    const def = current._def as Record<string, unknown> & { typeName?: string };
    let next: Schema | undefined;
    switch (def.typeName) {
      case 'ZodOptional':
      case 'ZodNullable':
      case 'ZodDefault':
      case 'ZodCatch':
      case 'ZodReadonly':
        next = def.innerType as Schema;
        break;
      case 'ZodBranded':
        next = def.type as Schema;
        break;
      case 'ZodEffects':
        next = def.schema as Schema;
        break;
      case 'ZodPipeline':
        next = def.in as Schema;
        break;
      case 'ZodLazy':
        next = (def.getter as () => Schema)();
        break;
      default:
        return chain;
    }
    chain.push(next);
    current = next;
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

/** The field names an object schema accepts, or undefined when the schema is not an object. */
export function objectKeys(schema: Schema): string[] | undefined {
  const inner = core(schema);
  if (typeName(inner) === 'ZodObject') return Object.keys((inner as z.AnyZodObject).shape);
  return undefined;
}

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
    const keys = objectKeys(option);
    if (!keys) continue;
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
      const catchall = def.catchall as Schema | undefined;
      const open = catchall && typeName(catchall) !== 'ZodNever';
      for (const [key, item] of Object.entries(value)) {
        if (key in shape) walk(shape[key], item, visitor, [...path, key]);
        else if (open) walk(catchall!, item, visitor, [...path, key]);
        // `.strict()` objects report unknown keys through zod itself; `.passthrough()` ones allow them.
        else if (def.unknownKeys === 'strip') visitor.unknownKey?.(path, key, Object.keys(shape));
      }
      return;
    }
    case 'ZodArray':
      if (Array.isArray(value))
        value.forEach((item, index) => walk(def.type as Schema, item, visitor, [...path, index]));
      return;
    case 'ZodTuple':
      if (Array.isArray(value)) {
        const items = def.items as Schema[];
        value.forEach((item, index) => {
          const part = items[index] ?? (def.rest as Schema | null);
          if (part) walk(part, item, visitor, [...path, index]);
        });
      }
      return;
    case 'ZodRecord':
      if (isPlainObject(value))
        for (const [key, item] of Object.entries(value)) walk(def.valueType as Schema, item, visitor, [...path, key]);
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
    case 'ZodIntersection':
      // Each side knows only its own fields, so unknown fields cannot be judged here; still visit the values.
      walk(def.left as Schema, value, { value: visitor.value }, path);
      walk(def.right as Schema, value, { value: visitor.value }, path);
      return;
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
      case 'ZodRecord':
        current = def.valueType as Schema;
        break;
      case 'ZodTuple':
        current = (def.items as Schema[])[Number(segment)];
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
