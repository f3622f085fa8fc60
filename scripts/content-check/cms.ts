/**
 * The configuration of the web editor at /admin (Sveltia CMS), generated from the collections and their schemas so
 * it offers exactly the fields, required marks, choices and picture folders the site checks. Every one-file-per-entry
 * Markdown collection (the blog, the internships, …) becomes an editable folder collection. `npm run
 * content:generate` writes public/admin/config.yml; tests/unit/admin-config.test.ts fails when it is out of date.
 */
import { z } from 'astro/zod';
import { stringify } from 'yaml';
import { anyLink, calendarDate, dollars, externalUrl, isoDate, rating, rupees, sitePath } from '../../src/content-model/schemas/shared';
import { collections } from '../../src/content.config';
import type { GlobLoaderStub, LoaderStub } from './astro-stubs';
import { docFor, limits } from './reference';
import { collectionDocs, schemaDocs, schemaReach, type DocumentedObject } from './sources';
import { core, unwrapChain } from './zod-walk';

type Schema = z.ZodTypeAny;
const typeName = (schema: Schema) => (schema._def as { typeName?: string }).typeName;

/**
 * Where the web editor (/admin) saves when used with a Git host; working on a local clone ("Work with Local
 * Repository") does not use it.
 *
 * FOR THE MAINTAINER, BEFORE GOING LIVE: `repo` is a PLACEHOLDER. Set it to the real GitHub repository as
 * "owner/name" (e.g. "ematix-in/website") and `branch` to the branch the site is built from, then run
 * `npm run content:generate` (it writes public/admin/config.yml) and commit both files. The go-live check
 * (src/integrations/go-live.mjs) stops a build for the real address while the placeholder is still here.
 * Editors then sign in on /admin/ with "Sign In Using Access Token" (a GitHub personal access token that may write to
 * the repository's contents); for a "Sign In with GitHub" button, add an OAuth client and its `base_url` here.
 */
export const CMS_BACKEND = { name: 'github', repo: 'ematix-example/ematix-website', branch: 'main' } as const;

/** The folder the web editor stores a collection's pictures in, and how entries refer to them (relative paths). */
export function pictureFolders(folder: string): { media_folder: string; public_folder: string } {
  const name = folder.split('/').pop();
  return { media_folder: `/src/assets/${name}`, public_folder: `../../assets/${name}` };
}

/** The Markdown collections the web editor manages: name, folder and loader. */
export function cmsCollections(): { name: string; folder: string; loader: GlobLoaderStub }[] {
  return Object.entries(collections as unknown as Record<string, { loader: LoaderStub }>).flatMap(([name, { loader }]) => {
    if (loader.kind !== 'glob') return [];
    const patterns = Array.isArray(loader.pattern) ? loader.pattern : [loader.pattern];
    if (!patterns.some((pattern) => /\.mdx?$/.test(pattern))) return [];
    return [{ name, folder: String(loader.base ?? '.').replace(/^\.\//, '').replace(/\/$/, ''), loader }];
  });
}

const PICTURE = Symbol('picture');
const imageForCms = () => {
  const schema = z.string();
  (schema as unknown as Record<symbol, boolean>)[PICTURE] = true;
  return schema;
};

const label = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const LONG_TEXT = /^(description|summary|intro|quote|review|bio|text|lead|answer|details)$/i;

type Field = Record<string, unknown>;

function field(name: string, schema: Schema, docs: DocumentedObject[], prefer: string[], reach: Set<string>, keys: string[], parent?: string): Field {
  const chain = unwrapChain(schema);
  const inner = chain.at(-1)!;
  const def = inner._def as Record<string, unknown>;
  const doc = docFor(name, keys, docs, prefer, parent, reach);
  const withDefault = chain.find((part) => typeName(part) === 'ZodDefault');
  const optional = Boolean(withDefault) || chain.some((part) => typeName(part) === 'ZodOptional');
  const out: Field = { name, label: label(name) };
  if (!optional) out.required = true;
  else out.required = false;
  if (doc) out.hint = doc;
  const { min, max, int } = limits(schema);
  const pattern = (source: string, message: string) => [source, message];
  if (chain.some((part) => (part as unknown as Record<symbol, boolean>)[PICTURE])) return { ...out, widget: 'image' };
  if (chain.includes(isoDate) || chain.includes(calendarDate)) return { ...out, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
  if (chain.includes(sitePath)) return { ...out, widget: 'string', pattern: pattern('^/[a-z0-9\\-/]*(\\?[^#\\s]*)?(#[\\w-]+)?$', 'a lowercase path inside this site starting with "/", e.g. /contact') };
  if (chain.includes(externalUrl)) return { ...out, widget: 'string', type: 'url', pattern: pattern('^https://', 'a full link starting with https://') };
  if (chain.includes(anyLink)) return { ...out, widget: 'string', pattern: pattern('^(/[a-z0-9\\-/]*(\\?[^#\\s]*)?(#[\\w-]+)?|https://\\S+)$', 'a path inside this site such as /contact, or a full https:// link') };
  if (chain.includes(rupees) || chain.includes(dollars)) return { ...out, widget: 'number', value_type: 'int', min: 0 };
  if (chain.includes(rating)) return { ...out, widget: 'number', value_type: 'float', min: 1, max: 5, step: 0.1 };
  const defaultValue = withDefault ? (withDefault._def as { defaultValue: () => unknown }).defaultValue() : undefined;
  switch (typeName(inner)) {
    case 'ZodString': {
      const widget = LONG_TEXT.test(name) ? 'text' : 'string';
      const regex = ((def.checks as { kind: string; regex?: RegExp; message?: string }[]) ?? []).find((check) => check.kind === 'regex');
      return {
        ...out,
        widget,
        ...(max !== undefined ? { maxlength: max } : {}),
        ...(regex?.regex ? { pattern: pattern(regex.regex.source, regex.message ?? 'not in the expected form') } : {}),
        ...(typeof defaultValue === 'string' ? { default: defaultValue } : {}),
      };
    }
    case 'ZodNumber':
      return { ...out, widget: 'number', value_type: int ? 'int' : 'float', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    case 'ZodBoolean':
      return { ...out, widget: 'boolean', default: typeof defaultValue === 'boolean' ? defaultValue : false };
    case 'ZodEnum':
      return { ...out, widget: 'select', options: [...(def.values as string[])], ...(typeof defaultValue === 'string' ? { default: defaultValue } : {}) };
    case 'ZodArray': {
      const element = core(def.type as Schema);
      const counts = { ...(min !== undefined && min > 0 ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      if (typeName(element) === 'ZodObject') return { ...out, widget: 'list', ...counts, fields: fields(element, docs, prefer, reach, name) };
      return { ...out, widget: 'list', ...counts, field: { ...field(`item`, def.type as Schema, docs, prefer, reach, []), label: label(name) } };
    }
    case 'ZodObject':
      return { ...out, widget: 'object', fields: fields(inner, docs, prefer, reach, name) };
    default:
      return { ...out, widget: 'string' };
  }
}

function fields(schema: Schema, docs: DocumentedObject[], prefer: string[], reach: Set<string>, parent?: string): Field[] {
  const shape = (core(schema) as z.AnyZodObject).shape as Record<string, Schema>;
  const keys = Object.keys(shape);
  return keys.map((key) => field(key, shape[key], docs, prefer, reach, keys, parent));
}

/** The web editor's configuration as an object (see public/admin/config.yml). */
export function buildCmsConfig(root: string): Record<string, unknown> {
  const docs = schemaDocs(root);
  const info = collectionDocs(root);
  const entries = cmsCollections().map(({ name, folder }) => {
    const config = (collections as unknown as Record<string, { schema?: Schema | ((c: { image: () => Schema }) => Schema) }>)[name];
    const schema = typeof config.schema === 'function' ? config.schema({ image: imageForCms }) : config.schema;
    const concern = info.get(name)?.file.replace('src/content-model/collections/', 'src/content-model/schemas/') ?? '';
    const reach = schemaReach(root, info.get(name)?.schemaRefs ?? []);
    const own = schema ? fields(schema, docs, [concern, 'src/content-model/schemas/shared.ts'], reach) : [];
    const keys = own.map((f) => String(f.name));
    return {
      name,
      label: label(name),
      ...(info.get(name)?.doc ? { description: info.get(name)!.doc } : {}),
      folder,
      extension: 'md',
      format: 'yaml-frontmatter',
      create: true,
      ...(keys.includes('title') ? { identifier_field: 'title', slug: '{{slug}}' } : {}),
      sortable_fields: keys.filter((key) => ['date', 'title', 'start'].includes(key)),
      // The template (_template.md) is for people editing files; here it is kept apart from the entries.
      index_file: { name: '_template', label: 'Template for editing files (never published)' },
      ...pictureFolders(folder),
      fields: [...own, { name: 'body', label: 'Text', widget: 'markdown', required: true, hint: 'The full text, shown on the entry\'s page.' }],
    };
  });
  return {
    backend: { ...CMS_BACKEND },
    media_folder: 'src/assets',
    public_folder: '/src/assets',
    logo_url: '/favicon.svg',
    // Dates and other text in double quotes (an unquoted 2025-07-08 would be read as a date, not text); empty optional
    // fields left out instead of written empty.
    output: { omit_empty_optional_fields: true, yaml: { quote: 'double' } },
    collections: entries,
  };
}

/** The YAML of public/admin/config.yml. */
export function cmsConfigYaml(root: string): string {
  return [
    '# The web editor at /admin (Sveltia CMS). Generated by `npm run content:generate` from the content schemas',
    '# (src/content-model/); do not edit by hand: change the schema, then run that command.',
    '# backend.repo is the Git repository the editor saves to: set it in CMS_BACKEND (scripts/content-check/cms.ts);',
    '# a repository with "example" in its name is the placeholder, which the go-live check refuses.',
    stringify(buildCmsConfig(root), { lineWidth: 0 }),
  ].join('\n');
}
