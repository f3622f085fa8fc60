/**
 * A page of the site (src/content/pages/<path>.yaml, the file's path is the page's path; index.yaml is "/"): the
 * head every page has (title, description, aliases, canonical) and, by its `type`, the content of its kind. A page
 * without `type` has no content of its own in this file (its route renders code or other collections).
 */
import { z } from 'astro/zod';
import { routeSchema } from './site';

/** The fields of each kind of page beyond the head, by the value of `type`. */
type PageTypes = Record<string, z.ZodRawShape>;

type Together<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** The kinds of every area in one map; a kind named by two areas stops the build (one would hide the other). */
export function joinKinds<T extends PageTypes[]>(...areas: T): Together<T[number]> {
  const joined: PageTypes = {};
  for (const kinds of areas)
    for (const [kind, shape] of Object.entries(kinds)) {
      if (kind in joined)
        throw new Error(`Two kinds of page are named "${kind}": rename one (src/content-model/schemas/)`);
      joined[kind] = shape;
    }
  return joined as Together<T[number]>;
}

type Head = z.output<typeof routeSchema>;
/** A page's data: the head, and the fields of its kind as `type` says. */
type PageData<T extends PageTypes> =
  | (Head & { type?: 'page' })
  | { [K in keyof T]: Head & { type: K } & z.objectOutputType<T[K], z.ZodTypeAny, 'strict'> }[keyof T];

/** The page schema: a union on `type` over the kinds, each the head plus its own fields. */
export function pageUnion<T extends PageTypes>(types: T) {
  const options = [
    routeSchema.extend({
      type: z
        .literal('page')
        .optional()
        .describe(
          `The kind of page, which decides the page's other fields in this file: ${Object.keys(types).join(', ') || 'none yet'}. Left out for a page whose content is not in this file.`,
        ),
    }),
    ...Object.entries(types).map(([type, shape]) =>
      routeSchema.extend({ type: z.literal(type).describe(`The kind of page: ${type}.`), ...shape }),
    ),
  ];
  return z.discriminatedUnion('type', options as unknown as [z.AnyZodObject, ...z.AnyZodObject[]], {
    errorMap: (issue, ctx) =>
      issue.code === 'invalid_union_discriminator'
        ? {
            message: `type must be one of: ${Object.keys(types).join(', ')} (or no type for a page without content here)`,
          }
        : { message: ctx.defaultError },
  }) as unknown as z.ZodType<PageData<T>, z.ZodTypeDef, unknown>;
}
