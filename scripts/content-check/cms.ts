/**
 * The configuration of the web editor at /admin (Sveltia CMS), generated from the collections and their schemas so
 * it offers exactly the fields, required marks, choices and picture folders the site checks, for every content file
 * an editor touches. How a collection's files appear follows from its loader:
 * - one Markdown file per entry (the blog, the internships): a folder collection, new entries allowed, drafts first;
 * - one YAML file per entry, found by a wildcard (awards, FAQs, galleries, ...): a folder collection of those files
 *   (a new file needs a page made by a developer, so the editor only edits the ones there);
 * - one YAML file holding a list (events, batches, prices, ...): a file whose whole content is that list;
 * - one YAML file holding entries named by key (settings, menus, text blocks): a file with a group per key (the pages
 *   ask for each by its key, so the keys are fixed);
 * - one YAML file that is one entry (a page's text): a file with the entry's fields.
 * EDITOR_SCREENS below only names and groups them (readable labels in the editor's menu). `npm run content:generate`
 * writes public/admin/config.yml; tests/unit/admin-config.test.ts fails when it is out of date or misses a file.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { globSync } from 'tinyglobby';
import { z } from 'astro/zod';
import { parse, stringify } from 'yaml';
import {
  anyLink,
  calendarDate,
  dollars,
  externalUrl,
  isoDate,
  rating,
  rupees,
  sitePath,
} from '../../src/content-model/schemas/shared';
import { collections } from '../../src/content-model/collections';
import { partSchema, type ContentSource } from '../../src/content-model/define';
import { concernSchemas, docFor, limits, partSchemaRefs } from './reference';
import { collectionDocs, schemaDocs, schemaReach, type DocumentedObject } from './sources';
import { core, unwrapChain } from '../../src/content-model/check/zod-walk';

type Schema = z.ZodTypeAny;
const typeName = (schema: Schema) => (schema._def as { typeName?: string }).typeName;

/**
 * Where the web editor (/admin) saves when used with a Git host; working on a local clone ("Work with Local
 * Repository") does not use it.
 *
 * FOR THE MAINTAINER, BEFORE GOING LIVE: `repo` is a PLACEHOLDER. Set it to the real GitHub repository as
 * "owner/name" (e.g. "ematix-in/website") and `branch` to the branch the site is built from, then run
 * `npm run content:generate` (it writes public/admin/config.yml) and commit both files. The go-live check
 * (src/content-model/check/placeholders.ts) stops a build for the real address while the placeholder is still here.
 * Editors then sign in on /admin/ with "Sign In Using Access Token" (a GitHub personal access token that may write to
 * the repository's contents); for a "Sign In with GitHub" button, add an OAuth client and its `base_url` here.
 */
export const CMS_BACKEND = { name: 'github', repo: 'ematix-example/ematix-website', branch: 'main' } as const;

/** A screen of the editor's menu: its label and the collections it shows, each with the label of its file(s). */
export interface EditorScreen {
  /** The screen's name in the editor's address (#/collections/<name>). */
  name: string;
  label: string;
  /** One sentence shown at the top of the screen (a single folder collection uses its collection's doc comment). */
  description?: string;
  /**
   * Collection name → the label of its file(s) (a folder collection: the label of the screen); for a collection of
   * several files (define.ts `files()`), file → label for the files shown on this screen (the others may be on
   * other screens, each file on exactly one).
   */
  collections: Record<string, string | Record<string, string>>;
}

const DIVIDER = { divider: true } as const;

/**
 * The editor's menu, in order, in the words of docs/editing.md. Every collection of src/content.config.ts is on
 * exactly one screen (the generator stops otherwise). A screen holds either one folder collection or any number of
 * files.
 */
export const EDITOR_SCREENS: (EditorScreen | typeof DIVIDER)[] = [
  { name: 'blog', label: 'Blog posts', collections: { blog: 'Blog posts' } },
  { name: 'internships', label: 'Internships', collections: { internships: 'Internships' } },
  {
    name: 'batches',
    label: 'Batch schedule',
    description:
      'The "Upcoming Batch Schedule" beside the internship catalogue: each batch with its first and last day. Batches leave the list by themselves after their last day.',
    collections: { internshipBatches: 'Batch schedule' },
  },
  {
    name: 'events',
    label: 'Conferences and webinars',
    description:
      'Every conference and webinar with its dates (lists show them by date; the dates decide upcoming or past), and the conference pages around them.',
    collections: {
      events: 'All conferences and webinars',
      conferenceArchive: 'Past conferences page',
      conferenceMedia: 'Conference videos and galleries page',
      inquiryForm: '"Get More Details" form',
    },
  },
  { name: 'conferenceDetails', label: 'Conference pages', collections: { conferenceDetails: 'Conference pages' } },
  {
    name: 'learning',
    label: 'Courses and training',
    description:
      'The courses with their start dates, and the text of the internship, MBA, in-plant and e-learning pages.',
    collections: {
      courses: 'Courses',
      courseInfo: 'Internships and courses page',
      internProgramme: 'Internship programme page',
      mbaProgramme: 'MBA internship page',
      inplantTraining: 'In-plant training page',
      elearningIntro: 'E-learning page',
    },
  },
  { name: 'faqs', label: 'FAQs', collections: { faqs: 'FAQs' } },
  DIVIDER,
  {
    name: 'membership',
    label: 'Membership plans and prices',
    description:
      'The Ematix-Prime membership pages: plans, prices (whole rupees and US dollars), tables, discounts and the campus ambassador programme.',
    collections: {
      prices: {
        'src/content/prime/membership/plans.yaml': 'Free and Premium plans',
        'src/content/prime/membership/prices.yaml': 'Membership prices (student and professional)',
      },
      membershipPlanBenefits: 'Plan benefits table',
      institutionalLevels: 'Institutional levels',
      institutionalRows: 'Institutional comparison table',
      memberDiscounts: 'Member discounts',
      membershipPremiumTiles: 'Premium tiles',
      membershipSections: 'Membership page sections',
      ambassadorCards: 'Campus ambassador cards',
      ambassadorRules: 'Campus ambassador rules',
      membershipBlocks: 'Text blocks of the membership pages',
    },
  },
  { name: 'awards', label: 'Awards', collections: { awards: 'Awards' } },
  { name: 'galleries', label: 'Galleries', collections: { galleries: 'Galleries' } },
  {
    name: 'initiatives',
    label: 'Initiatives',
    description:
      'The faculty development programme, the skills training, the innovation challenge and the pages still being prepared.',
    collections: {
      programmes: {
        'src/content/prime/initiatives/fdp.yaml': 'Faculty development programmes',
        'src/content/prime/initiatives/skills-training.yaml': 'Skills training',
        'src/content/prime/initiatives/innovation-challenge.yaml': 'Innovation challenge',
      },
      comingSoonPages: 'Pages being prepared',
    },
  },
  { name: 'primePages', label: 'Ematix-Prime pages', collections: { primePages: 'Ematix-Prime pages' } },
  DIVIDER,
  {
    name: 'home',
    label: 'Home page',
    description: 'The home page, top to bottom (the about page and the Android page share some of it).',
    collections: {
      homeHero: 'Video hero',
      homeBlocks: 'Text blocks',
      homeServices: '"Our Services" cards',
      productStack: 'Product stack cards',
      prices: { 'src/content/home/app-plans.yaml': 'App development prices' },
      techGallery: 'Technology gallery',
      serviceCards: 'Service cards',
      settings: {
        'src/content/home/logos.yaml': 'Logos',
        'src/content/home/values.yaml': 'Vision, mission and strategy',
      },
    },
  },
  {
    name: 'testimonials',
    label: 'Testimonials',
    description: 'What clients and learners say, on the home page and the web products page.',
    collections: {
      testimonials: {
        'src/content/home/client-testimonials.yaml': 'Client testimonials',
        'src/content/home/learner-reviews.yaml': 'Learner reviews',
        'src/content/products/web-testimonials.yaml': 'Web products testimonials',
      },
    },
  },
  {
    name: 'products',
    label: 'Products',
    description: 'The product browser, the suites, the tabs and the web products page.',
    collections: {
      productCategories: 'Product categories',
      productSuites: 'Platforms (suites)',
      navigation: { 'src/content/products/tabs.yaml': 'Product page tabs' },
      productWebShowcase: 'Web app showcase',
      productWebSolutions: 'Web solutions',
    },
  },
  {
    name: 'services',
    label: 'Services, enterprise and partner pages',
    collections: {
      companyPages: 'Page text',
      serviceCategories: 'Service categories',
      softwareOfferings: 'Software development offerings',
      softwareSteps: 'Software development steps',
      enterpriseSolutions: 'Enterprise solutions',
      enterpriseIndustries: 'Industries',
      enterpriseCapabilities: 'Capability layers',
      partnerBenefits: 'Franchise benefits',
      partnerSteps: 'Franchise steps',
    },
  },
  { name: 'projects', label: 'Project pages', collections: { projects: 'Project pages' } },
  {
    name: 'careers',
    label: 'Careers',
    collections: {
      careerRoles: 'Open roles',
      careerBenefits: '"Why work with us" tiles',
      careerPhotos: '"Life at Ematix" photos',
    },
  },
  DIVIDER,
  {
    name: 'site',
    label: 'Site settings',
    description:
      'Phone, e-mail, addresses, hours, social links and every outside link (one place, every page uses it), the menus, and page titles.',
    collections: {
      settings: { 'src/content/site/settings.yaml': 'Contact details, links and company facts' },
      navigation: {
        'src/content/site/navigation.yaml': 'Menus',
        'src/content/prime/navigation.yaml': 'Ematix-Prime menu',
      },
      routes: 'Page titles and descriptions',
    },
  },
];

/** Field labels in the words of docs/editing.md, where the field's own name is jargon. */
const FIELD_LABELS: Record<string, string> = {
  id: 'Short name',
  src: 'Picture',
  alt: 'What the picture shows (alt text)',
  href: 'Link',
  cta: 'Button',
  ctas: 'Buttons',
  inr: 'Price in rupees',
  usd: 'Price in US dollars',
  priceWithGst: 'Price in rupees with GST',
  mp4: 'Video (MP4 file)',
  webm: 'Video (WebM file)',
  url: 'Link',
  faq: 'Questions',
  emoji: 'Emoji',
  icon: 'Emoji',
};

/** Words spelt as the site spells them. */
const WORDS: Record<string, string> = {
  url: 'link',
  mba: 'MBA',
  hr: 'HR',
  faq: 'FAQ',
  iot: 'IoT',
  bg: 'background',
  color: 'colour',
  whatsapp: 'WhatsApp',
  email: 'e-mail',
  gst: 'GST',
};

const label = (name: string) => {
  if (FIELD_LABELS[name]) return FIELD_LABELS[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => WORDS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A date's hint for the date picker: the file's advice to write dates in quotes does not apply (the editor writes
 * them), so it goes, and examples lose their quotes.
 */
export function dateHint(doc: string): string {
  return doc
    .replace(/,?\s*"YYYY-MM-DD" in quotes/g, '')
    .replace(/ in quotes/g, '')
    .replace(/"(\d{4}-\d{2}-\d{2})"/g, '$1')
    .replace(/\s+([,.;])/g, '$1')
    .replace(/^,\s*/, '');
}

/** The folder the editor stores pictures of a file in (src/assets/<area>) and how the file refers to them. */
export function pictureFolders(contentDir: string): { media_folder: string; public_folder: string } {
  const area = contentDir.replace(/^src\/content\/?/, '').split('/')[0];
  return { media_folder: `/src/assets/${area}`, public_folder: posix.relative(contentDir, `src/assets/${area}`) };
}

const PICTURE = Symbol('picture');
const imageForCms = () => {
  const schema = z.string();
  (schema as unknown as Record<symbol, boolean>)[PICTURE] = true;
  return schema;
};

const LONG_TEXT = /^(description|summary|intro|quote|review|bio|text|lead|answer|details|body|paragraphs?)$/i;
/** Fields that name a list item best when it is folded (the first one an item has). */
const SUMMARY_KEYS = [
  'title',
  'name',
  'question',
  'heading',
  'label',
  'term',
  'benefit',
  'rule',
  'text',
  'caption',
  'value',
  'alt',
  'path',
  'id',
];

type Field = Record<string, unknown>;

interface Context {
  docs: DocumentedObject[];
  prefer: string[];
  reach: Set<string>;
}

const summaryOf = (keys: string[]) => {
  const key = SUMMARY_KEYS.find((k) => keys.includes(k));
  return key ? { summary: `{{fields.${key}}}` } : {};
};

const isOptional = (chain: Schema[]) =>
  chain.some((part) => ['ZodDefault', 'ZodOptional'].includes(typeName(part) ?? ''));

function field(name: string, schema: Schema, ctx: Context, keys: string[], parent?: string): Field {
  const chain = unwrapChain(schema);
  const inner = chain.at(-1)!;
  const def = inner._def as Record<string, unknown>;
  const doc = docFor(name, keys, ctx.docs, ctx.prefer, parent, ctx.reach);
  const withDefault = chain.find((part) => typeName(part) === 'ZodDefault');
  const out: Field = { name, label: label(name), required: !isOptional(chain) };
  if (doc) out.hint = doc;
  const { min, max, int } = limits(schema);
  const pattern = (source: string, message: string) => [source, message];
  if (chain.some((part) => (part as unknown as Record<symbol, boolean>)[PICTURE])) return { ...out, widget: 'image' };
  if (chain.includes(isoDate) || chain.includes(calendarDate))
    return { ...out, ...(doc ? { hint: dateHint(doc) } : {}), widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
  if (chain.includes(sitePath))
    return {
      ...out,
      widget: 'string',
      pattern: pattern(
        '^/[a-z0-9\\-/]*(\\?[^#\\s]*)?(#[\\w-]+)?$',
        'a lowercase path inside this site starting with "/", e.g. /contact',
      ),
    };
  if (chain.includes(externalUrl))
    return {
      ...out,
      widget: 'string',
      type: 'url',
      pattern: pattern('^https://', 'a full link starting with https://'),
    };
  if (chain.includes(anyLink))
    return {
      ...out,
      widget: 'string',
      pattern: pattern(
        '^(/[a-z0-9\\-/]*(\\?[^#\\s]*)?(#[\\w-]+)?|https://\\S+)$',
        'a path inside this site such as /contact, or a full https:// link',
      ),
    };
  if (chain.includes(rupees) || chain.includes(dollars)) return { ...out, widget: 'number', value_type: 'int', min: 0 };
  if (chain.includes(rating)) return { ...out, widget: 'number', value_type: 'float', min: 1, max: 5, step: 0.1 };
  const defaultValue = withDefault ? (withDefault._def as { defaultValue: () => unknown }).defaultValue() : undefined;
  switch (typeName(inner)) {
    case 'ZodString': {
      const regex = ((def.checks as { kind: string; regex?: RegExp; message?: string }[]) ?? []).find(
        (check) => check.kind === 'regex',
      );
      return {
        ...out,
        widget: LONG_TEXT.test(name) ? 'text' : 'string',
        ...(max !== undefined ? { maxlength: max } : {}),
        ...(regex?.regex ? { pattern: pattern(regex.regex.source, regex.message ?? 'not in the expected form') } : {}),
        ...(typeof defaultValue === 'string' ? { default: defaultValue } : {}),
      };
    }
    case 'ZodNumber':
      return {
        ...out,
        widget: 'number',
        value_type: int ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(typeof defaultValue === 'number' ? { default: defaultValue } : {}),
      };
    case 'ZodBoolean':
      // A new entry in the editor starts as a draft: it is published when the editor unticks it.
      if (name === 'draft')
        return {
          ...out,
          widget: 'boolean',
          default: true,
          hint: `${doc ?? ''} New entries start as drafts: untick it to publish.`.trim(),
        };
      return { ...out, widget: 'boolean', default: typeof defaultValue === 'boolean' ? defaultValue : false };
    case 'ZodEnum':
      return {
        ...out,
        widget: 'select',
        options: [...(def.values as string[])],
        ...(typeof defaultValue === 'string' ? { default: defaultValue } : {}),
      };
    case 'ZodUnion': {
      // A choice of numbers (e.g. 2, 3 or 4 columns): a number within their range.
      const options = (def.options as Schema[]).map(core);
      const numbers = options.map((option) => (option._def as { value?: unknown }).value);
      if (options.every((option) => typeName(option) === 'ZodLiteral') && numbers.every((n) => typeof n === 'number')) {
        return {
          ...out,
          widget: 'number',
          value_type: 'int',
          min: Math.min(...(numbers as number[])),
          max: Math.max(...(numbers as number[])),
          ...(typeof defaultValue === 'number' ? { default: defaultValue } : {}),
        };
      }
      return { ...out, widget: 'string' };
    }
    case 'ZodArray': {
      const element = core(def.type as Schema);
      const counts = { ...(min !== undefined && min > 0 ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      if (typeName(element) === 'ZodObject') {
        const itemFields = fields(element, ctx, name);
        return {
          ...out,
          widget: 'list',
          ...counts,
          ...summaryOf(itemFields.map((f) => String(f.name))),
          fields: itemFields,
        };
      }
      if (typeName(element) === 'ZodDiscriminatedUnion')
        return { ...out, widget: 'list', ...counts, ...variants(element, ctx, name) };
      return {
        ...out,
        widget: 'list',
        ...counts,
        field: { ...field('item', def.type as Schema, ctx, []), label: label(name) },
      };
    }
    case 'ZodObject':
      return { ...out, widget: 'object', fields: fields(inner, ctx, name) };
    default:
      return { ...out, widget: 'string' };
  }
}

/** A list whose items come in kinds (a `type` field decides their fields): Sveltia's variable types. */
function variants(schema: Schema, ctx: Context, parent?: string): Field {
  const def = schema._def as { discriminator: string; optionsMap: Map<unknown, Schema> };
  const types = [...def.optionsMap.entries()].map(([value, option]) => {
    const all = fields(option, ctx, parent).filter((f) => f.name !== def.discriminator);
    return {
      name: String(value),
      label: label(String(value)),
      widget: 'object',
      ...summaryOf(all.map((f) => String(f.name))),
      fields: all,
    };
  });
  return { typeKey: def.discriminator, types };
}

function fields(schema: Schema, ctx: Context, parent?: string): Field[] {
  const shape = (core(schema) as z.AnyZodObject).shape as Record<string, Schema>;
  const keys = Object.keys(shape);
  return keys.map((key) => field(key, shape[key], ctx, keys, parent));
}

/** The fields of a list entry; a list file's entries are named by an `id` even where the schema does not read it. */
function entryFields(schema: Schema, ctx: Context, needsId: boolean): Field[] {
  const own = typeName(core(schema)) === 'ZodObject' ? fields(schema, ctx) : [];
  if (!needsId || own.some((f) => f.name === 'id')) return own;
  return [
    {
      name: 'id',
      label: label('id'),
      required: true,
      hint: 'The entry\'s name: lowercase words joined by "-", used by no other entry of the file.',
      widget: 'string',
      pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'lowercase words joined by "-"'],
    },
    ...own,
  ];
}

/** How one collection's files appear in the editor. */
type Layout =
  | { kind: 'folder'; folder: string; extension: string; markdown: boolean; excludesUnderscore: boolean }
  | {
      kind: 'files';
      files: { file: string; id: string }[];
      /** `parts`: a collection of several files (define.ts `files()`), each shown like a file() collection's. */
      shape: 'list' | 'keyed' | 'single' | 'parts';
      positional: boolean;
    };

const strip = (path: string) => path.replace(/^\.\//, '').replace(/\/$/, '');

/** Where a collection's entries are and in what shape (from its loader, as the content check reads them). */
export function layoutOf(root: string, loader: ContentSource): Layout {
  if (loader.kind === 'files') {
    return {
      kind: 'files',
      files: loader.files.map((part) => ({ file: part.file, id: '' })),
      shape: 'parts',
      positional: false,
    };
  }
  if (loader.kind === 'file') {
    const data: unknown = parse(readFileSync(join(root, loader.fileName), 'utf8'));
    return {
      kind: 'files',
      files: [{ file: loader.fileName, id: '' }],
      shape: Array.isArray(data) ? 'list' : 'keyed',
      positional: Boolean(loader.parser),
    };
  }
  const base = strip(String(loader.base ?? '.'));
  const patterns = Array.isArray(loader.pattern) ? loader.pattern : [loader.pattern];
  const [pattern] = patterns;
  const extension = /\.(\w+)$/.exec(pattern)?.[1] ?? 'md';
  // One folder, any file name (the glob's wildcard is in the file name only): a folder collection.
  if (patterns.length === 1 && /^(\*\*\/)?(\[\^_\])?\*\.\w+$/.test(pattern)) {
    return {
      kind: 'folder',
      folder: base,
      extension,
      markdown: /^mdx?$/.test(extension),
      excludesUnderscore: pattern.includes('[^_]'),
    };
  }
  // Named files (one, or a pattern across folders): each file is one entry.
  const found = globSync(patterns, { cwd: join(root, base) }).sort();
  return {
    kind: 'files',
    files: found.map((path) => ({
      file: posix.join(base, path),
      id: posix.basename(path).replace(/(\.page)?\.ya?ml$/, ''),
    })),
    shape: 'single',
    positional: false,
  };
}

type CollectionConfig = { loader: ContentSource; schema?: Schema | ((c: { image: () => Schema }) => Schema) };

/** The web editor's configuration as an object (see public/admin/config.yml). */
export function buildCmsConfig(root: string): Record<string, unknown> {
  const docs = schemaDocs(root);
  const info = collectionDocs(root);
  const all = collections as unknown as Record<string, CollectionConfig>;
  // Each collection on one screen; a collection of several files: each file on one screen.
  const placed = EDITOR_SCREENS.flatMap((screen) =>
    'collections' in screen
      ? Object.entries(screen.collections).flatMap(([name, labels]) =>
          typeof labels === 'string' ? [name] : Object.keys(labels).map((file) => `${name}:${file}`),
        )
      : [],
  );
  const needed = Object.entries(all).flatMap(([name, config]) =>
    config.loader.kind === 'files' ? config.loader.files.map((part) => `${name}:${part.file}`) : [name],
  );
  const missing = needed.filter((name) => !placed.includes(name));
  const unknown = placed.filter((name) => !needed.includes(name) || placed.indexOf(name) !== placed.lastIndexOf(name));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `scripts/content-check/cms.ts EDITOR_SCREENS: ${[...missing.map((n) => `collection "${n}" is on no screen (add it to one)`), ...unknown.map((n) => `"${n}" is not a collection or is on two screens`)].join('; ')}`,
    );
  }

  const partOf = (name: string, file: string) => {
    const loader = all[name].loader;
    return loader.kind === 'files' ? loader.files.find((part) => part.file === file)! : { file, inject: {} };
  };
  const contextOf = (name: string, file?: string): Context => {
    const concern = info.get(name)?.file.replace('src/content-model/collections/', 'src/content-model/schemas/') ?? '';
    return {
      docs,
      prefer: [...(file ? concernSchemas(root, file) : []), concern, 'src/content-model/schemas/shared.ts'],
      reach: schemaReach(
        root,
        file
          ? partSchemaRefs(root, info.get(name)?.file, partOf(name, file), info.get(name)?.schemaRefs ?? [])
          : (info.get(name)?.schemaRefs ?? []),
      ),
    };
  };
  const schemaOf = (name: string): Schema | undefined => {
    const { schema } = all[name];
    return typeof schema === 'function' ? schema({ image: imageForCms }) : schema;
  };

  const screens = EDITOR_SCREENS.map((screen) => {
    if (!('collections' in screen)) return screen;
    const names = Object.keys(screen.collections);
    const layouts = names.map((name) => layoutOf(root, all[name].loader));
    const schemaFields = (name: string) => {
      const schema = schemaOf(name);
      return schema ? fields(schema, contextOf(name)) : [];
    };

    const folderIndex = layouts.findIndex((layout) => layout.kind === 'folder');
    if (folderIndex >= 0) {
      if (names.length !== 1)
        throw new Error(
          `scripts/content-check/cms.ts EDITOR_SCREENS: "${screen.name}" mixes the folder collection "${names[folderIndex]}" with other collections`,
        );
      const [name] = names;
      const layout = layouts[0] as Extract<Layout, { kind: 'folder' }>;
      const own = schemaFields(name);
      const keys = own.map((f) => String(f.name));
      const dated = keys.includes('date') ? 'date' : keys.includes('start') ? 'start' : undefined;
      const titled = ['title', 'name', 'event'].find((key) => keys.includes(key));
      return {
        name: screen.name,
        label: screen.label,
        ...((screen.description ?? info.get(name)?.doc)
          ? { description: screen.description ?? info.get(name)!.doc }
          : {}),
        folder: layout.folder,
        extension: layout.extension,
        format: layout.markdown ? 'yaml-frontmatter' : 'yaml',
        // New Markdown entries make pages by themselves; a new YAML file needs a page made by a developer.
        create: layout.markdown,
        delete: layout.markdown,
        ...(titled ? { identifier_field: titled } : { summary: '{{slug}}' }),
        ...(layout.markdown ? { slug: '{{slug}}' } : {}),
        // Sorted as the site shows them: newest first where entries are dated, otherwise by title.
        ...(dated || titled
          ? {
              sortable_fields: {
                fields: [dated, titled].filter(Boolean),
                default: dated ? { field: dated, direction: 'descending' } : { field: titled, direction: 'ascending' },
              },
            }
          : {}),
        ...(keys.includes('category') && own.find((f) => f.name === 'category')?.widget === 'select'
          ? { view_groups: [{ name: 'category', label: label('category'), field: 'category' }] }
          : {}),
        // The template (_template.md) is for people editing files; here it is kept apart from the entries.
        ...(layout.excludesUnderscore
          ? { index_file: { name: '_template', label: 'Template for editing files (never published)' } }
          : {}),
        ...pictureFolders(layout.folder),
        fields: layout.markdown
          ? [
              ...own,
              {
                name: 'body',
                label: 'Text',
                widget: 'markdown',
                required: true,
                hint: "The full text, shown on the entry's page.",
              },
            ]
          : own,
      };
    }

    // A collection of several files shows each of its files listed here as a file() collection's file.
    const units = names.flatMap((name, index) => {
      const labels = screen.collections[name];
      const loader = all[name].loader;
      if (typeof labels === 'string' || loader.kind !== 'files')
        return [
          {
            name,
            collection: name,
            fileLabel: String(labels),
            layout: layouts[index],
            schema: schemaOf(name),
            part: '',
          },
        ];
      return Object.entries(labels).map(([file, fileLabel]) => {
        const part = loader.files.find((candidate) => candidate.file === file)!;
        const whole = schemaOf(name);
        const schema = whole && partSchema(whole, part);
        // A file read as one entry ({ items: [...] }): the editor edits the file's list.
        const items = part.entry && schema ? ((core(schema) as z.AnyZodObject).shape.items as Schema) : undefined;
        const layout: Layout = part.entry
          ? { kind: 'files', files: [{ file, id: '' }], shape: 'list', positional: true }
          : layoutOf(root, { kind: 'file', fileName: file });
        return {
          // Named by the part's discriminator (unique per file): two files may share a name (navigation.yaml).
          name: `${name}-${Object.values(part.inject).join('-')}`,
          collection: name,
          fileLabel,
          layout,
          schema: items ? (core(items) as z.ZodArray<Schema>).element : schema,
          part: file,
        };
      });
    });
    const files = units.flatMap(({ name, collection, fileLabel, layout: unitLayout, schema, part }) => {
      const layout = unitLayout as Extract<Layout, { kind: 'files' }>;
      const ctx = contextOf(collection, part || undefined);
      return layout.files.map(({ file, id }) => {
        let entryFieldsForFile: Field[];
        if (layout.shape === 'list') {
          const element = schema ? core(schema) : undefined;
          const item =
            element && typeName(element) === 'ZodDiscriminatedUnion'
              ? variants(element, ctx)
              : (() => {
                  const itemFields = schema ? entryFields(schema, ctx, !layout.positional) : [];
                  return { ...summaryOf(itemFields.map((f) => String(f.name))), fields: itemFields };
                })();
          entryFieldsForFile = [
            { name: 'entries', label: fileLabel, widget: 'list', root: true, collapsed: true, ...item },
          ];
        } else if (layout.shape === 'keyed') {
          // Entries named by key: the pages ask for each key, so the file's keys are the groups.
          const keys = Object.keys(parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>).filter(
            (key) => key !== '$schema',
          );
          entryFieldsForFile = keys.map((key) => ({
            name: key,
            label: keys.length === 1 ? fileLabel : label(key),
            required: true,
            widget: 'object',
            ...(keys.length > 1 ? { collapsed: true } : {}),
            fields: schema ? fields(schema, ctx) : [],
          }));
        } else {
          entryFieldsForFile = schema ? fields(schema, ctx) : [];
        }
        return {
          name: id ? `${name}-${id}` : name,
          label: id && layout.files.length > 1 ? `${fileLabel}: ${label(id)}` : fileLabel,
          file,
          format: 'yaml',
          ...pictureFolders(posix.dirname(file)),
          fields: entryFieldsForFile,
        };
      });
    });
    return {
      name: screen.name,
      label: screen.label,
      ...(screen.description ? { description: screen.description } : {}),
      files,
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
    collections: screens,
  };
}

/** The YAML of public/admin/config.yml. */
export function cmsConfigYaml(root: string): string {
  return [
    '# The web editor at /admin (Sveltia CMS). Generated by `npm run content:generate` from the content schemas',
    '# (src/content-model/) and the menu in scripts/content-check/cms.ts (EDITOR_SCREENS); do not edit by hand:',
    '# change the schema or the menu, then run that command.',
    '# backend.repo is the Git repository the editor saves to: set it in CMS_BACKEND (scripts/content-check/cms.ts);',
    '# a repository with "example" in its name is the placeholder, which the go-live check refuses.',
    stringify(buildCmsConfig(root), { lineWidth: 0 }),
  ].join('\n');
}
