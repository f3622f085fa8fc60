/**
 * Every read of zod's internals (`_def`, `.shape`, type names, a union's options) is here, so the move to zod 4
 * (Astro 6) changes this file only. The rest of the content model and its generators ask these small functions:
 * what a schema part is, what it wraps, its fields, items, options, rules and default, the marks the schemas put on
 * parts; and walk a schema alongside the data it validates (which part checks each value).
 */
import { z } from 'astro/zod';

export type Schema = z.ZodTypeAny;
type Def = Record<string, unknown>;
const defOf = (schema: Schema) => schema._def as Def;

/** A part's kind: "string", "object", "array", "union", "discriminatedUnion", "optional", "default", "pipeline", … */
export const kindOf = (schema: Schema) => {
  const name = (defOf(schema).typeName as string | undefined)?.replace(/^Zod/, '');
  return name && name[0]!.toLowerCase() + name.slice(1);
};

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
    const def = defOf(chain.at(-1)!);
    const kind = def.typeName as string;
    if (kind === 'ZodLazy') chain.push((def.getter as () => Schema)());
    else if (kind in WRAPPED) chain.push(def[WRAPPED[kind]] as Schema);
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
  const [a, b] = [defOf(part), defOf(schema)];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('description');
  return part.constructor === schema.constructor && [...keys].every((key) => a[key] === b[key]);
}

/** A field's doc: the description of the outermost part that has one (`.describe()` on the field or the part). */
export const describedAs = (schema: Schema): string | undefined =>
  unwrapChain(schema)
    .map((part) => part.description)
    .find(Boolean);

/** The fields of a schema whose core is an object. */
export const fieldsOf = (schema: Schema) =>
  kindOf(core(schema)) === 'object' ? ((core(schema) as z.AnyZodObject).shape as Record<string, Schema>) : undefined;

/** Whether an object refuses fields it does not declare (`z.strictObject`, `.strict()`). */
export const isStrict = (schema: Schema) => defOf(schema).unknownKeys === 'strict';

/** The schema of the items of a schema whose core is a list. */
export const elementOf = (schema: Schema) =>
  kindOf(core(schema)) === 'array' ? (defOf(core(schema)).type as Schema) : undefined;

/** A discriminated union's field (`key`) and its options by that field's value. */
export function kindsOf(schema: Schema): { key: string; options: Map<unknown, Schema> } | undefined {
  const def = defOf(core(schema));
  if (def.typeName !== 'ZodDiscriminatedUnion') return undefined;
  return { key: def.discriminator as string, options: def.optionsMap as Map<unknown, Schema> };
}

/** The options of a union (plain or discriminated). */
export function optionsOf(schema: Schema): Schema[] | undefined {
  const def = defOf(core(schema));
  if (def.typeName === 'ZodUnion') return def.options as Schema[];
  return def.typeName === 'ZodDiscriminatedUnion' ? [...kindsOf(schema)!.options.values()] : undefined;
}

/** An enum's choices, or a literal's one value. */
export const choicesOf = (schema: Schema) =>
  (kindOf(schema) === 'literal' ? [defOf(schema).value] : defOf(schema).values) as unknown[] | undefined;

/** The rules written on a part: min, max, int, regex, email, length…; a list's lengths count as min and max. */
type Check = { kind: string; value?: number; regex?: RegExp; message?: string };
export function checksOf(schema: Schema): Check[] {
  const { checks = [], minLength: min, maxLength: max } = defOf(schema) as { checks?: Check[]; [key: string]: unknown };
  const length = (kind: string, limit: unknown) => (limit ? [{ kind, ...(limit as { value: number }) }] : []);
  return [...checks, ...length('min', min), ...length('max', max)];
}

/** The value a `.default()` part fills in, or undefined for any other part. */
export const defaultOf = (schema: Schema) =>
  kindOf(schema) === 'default' ? { value: (defOf(schema).defaultValue as () => unknown)() } : undefined;

/** What a `.pipe()` hands its value on to. */
export const pipedTo = (schema: Schema) => (kindOf(schema) === 'pipeline' ? (defOf(schema).out as Schema) : undefined);

/** The function of a `.refine()` or `.superRefine()` part. */
export const refinementOf = (schema: Schema) =>
  (defOf(schema).effect as { refinement?: (value: unknown, ctx: z.RefinementCtx) => unknown } | undefined)?.refinement;

/** A schema without the refinements and transforms around it. */
export function withoutEffects(schema: Schema): Schema {
  let inner = schema;
  while (inner instanceof z.ZodEffects) inner = inner._def.schema;
  return inner;
}

/**
 * An object schema under its refinements, and those refinements, innermost first (byPart() refines a union's
 * option after the union has picked it). A transform is refused: the option's value must stay as parsed.
 */
export function refinedObject(schema: Schema, name: string) {
  const refinements: ((value: unknown, ctx: z.RefinementCtx) => unknown)[] = [];
  let inner = schema;
  while (inner instanceof z.ZodEffects) {
    const refinement = refinementOf(inner);
    if (!refinement) throw new Error(`byPart(): the "${name}" schema transforms its value`);
    refinements.unshift(refinement);
    inner = inner._def.schema;
  }
  return { object: inner as z.AnyZodObject, refinements };
}

/**
 * Marks put on a part by the schemas (a picture, a reference, a go-live value, the fields a group requires): kept
 * in its definition, which `.describe()` copies along (a map keyed by the schema would lose the copy).
 */
export const mark = <T extends Schema>(schema: T, marks: Record<string, unknown>): T => (
  Object.assign(schema._def, marks),
  schema
);
export const markOf = (schema: Schema, key: string): unknown => defOf(schema)[key];

/* ---------------------------------------------------------------------------------------------------------------
 * A schema alongside the data it validates.
 * ------------------------------------------------------------------------------------------------------------- */
type PathSegment = string | number;

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
    const keys = Object.keys(fieldsOf(option) ?? {});
    const score = Object.keys(value).filter((key) => keys.includes(key)).length;
    if (score > bestScore) [best, bestScore] = [option, score];
  }
  return best;
}

/** Visits `value` and everything inside it with the schema chain (unwrapChain) that checks it. */
export function walk(
  schema: Schema,
  value: unknown,
  visit: (chain: Schema[], value: unknown, path: PathSegment[]) => void,
  path: PathSegment[] = [],
): void {
  const chain = unwrapChain(schema);
  visit(chain, value, path);
  if (value === undefined || value === null) return;
  const fields = fieldsOf(schema);
  const element = elementOf(schema);
  const kinds = kindsOf(schema);
  if (fields && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) if (key in fields) walk(fields[key], item, visit, [...path, key]);
  } else if (element && Array.isArray(value)) {
    value.forEach((item, index) => walk(element, item, visit, [...path, index]));
  } else if (kinds && isPlainObject(value)) {
    const option = kinds.options.get(value[kinds.key]);
    if (option) walk(option, value, visit, path);
  } else if (kindOf(chain.at(-1)!) === 'union') {
    const option = pickOption(optionsOf(schema)!, value);
    if (option) walk(option, value, visit, path);
  }
}

/** The fields of the object that checks the value at `path` of `data` (in a union, the option meant for it). */
export function fieldsAt(schema: Schema, data: unknown, path: readonly PathSegment[]): string[] {
  let fields: string[] = [];
  const at = JSON.stringify(path);
  walk(schema, data, (chain, _value, where) => {
    const found = JSON.stringify(where) === at && fieldsOf(chain.at(-1)!);
    if (found) fields = Object.keys(found);
  });
  return fields;
}

/** The schema part that checks the value at `path` (following the first union option that has the path). */
export function schemaAt(schema: Schema, path: readonly PathSegment[]): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const segment of path) {
    if (!current) return undefined;
    const options = optionsOf(current);
    current = options
      ? options.map((option) => schemaAt(option, [segment])).find(Boolean)
      : (fieldsOf(current)?.[String(segment)] ?? elementOf(current));
  }
  return current;
}
