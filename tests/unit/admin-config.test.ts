/**
 * The web editor's configuration (public/admin/config.yml) agrees with the content schemas: the same collections and
 * folders, the same fields, required marks and choices, pictures stored where entries refer to them. It is generated
 * by `npm run content:generate`; this fails when a schema changed and the configuration was not regenerated, and
 * checks the generated file against the schemas independently of the generator.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentCheck, projectRoot } from '../support/content-check';

interface CmsField {
  name: string;
  widget: string;
  required?: boolean;
  options?: string[];
  fields?: CmsField[];
}
interface CmsCollection {
  name: string;
  folder: string;
  media_folder: string;
  public_folder: string;
  fields: CmsField[];
}

const written = readFileSync(join(projectRoot, 'public/admin/config.yml'), 'utf8');
const config = parse(written) as { collections: CmsCollection[]; output: { yaml: { quote: string }; omit_empty_optional_fields: boolean } };

describe('public/admin/config.yml', () => {
  it('is what the schemas generate (run `npm run content:generate` after changing a schema)', async () => {
    const { cmsConfigYaml } = await contentCheck();
    expect(written, 'public/admin/config.yml disagrees with the schemas: run `npm run content:generate` and commit it').toBe(cmsConfigYaml(projectRoot));
  });

  it('manages every one-file-per-entry Markdown collection, in its folder', async () => {
    const { collectionLoaders } = await contentCheck();
    const markdown = collectionLoaders().filter(({ loader }) => loader.kind === 'glob' && /\.mdx?$/.test(String(loader.pattern)));
    expect(markdown.length).toBeGreaterThan(0);
    for (const { name, loader } of markdown) {
      const cms = config.collections.find((c) => c.name === name);
      expect(cms, `${name} is in the web editor`).toBeDefined();
      expect(cms!.folder).toBe(String(loader.kind === 'glob' && loader.base).replace(/^\.\//, '').replace(/\/$/, ''));
    }
  });

  it('has exactly the fields of each schema, with the same required marks and choices', async () => {
    const { collections, core, unwrapChain, z } = await contentCheck();
    for (const cms of config.collections) {
      const definition = (collections as Record<string, { schema: unknown }>)[cms.name];
      // Only the shape of the schema is read here, so a picture can be plain text.
      const schema = (typeof definition.schema === 'function' ? definition.schema({ image: () => z.string() }) : definition.schema) as never;
      const shape = (core(schema) as unknown as { shape: Record<string, { isOptional(): boolean }> }).shape;
      const names = cms.fields.map((f) => f.name).filter((name) => name !== 'body');
      expect(names, `${cms.name}: the editor's fields are the schema's fields`).toEqual(Object.keys(shape));
      for (const field of cms.fields) {
        if (field.name === 'body') {
          expect(field.widget).toBe('markdown');
          continue;
        }
        const part = shape[field.name];
        expect(field.required, `${cms.name}.${field.name}: required in the editor exactly when the schema requires it`).toBe(!part.isOptional());
        const inner = core(part as never) as unknown as { _def: { typeName: string; values?: string[] } };
        if (inner._def.typeName === 'ZodEnum') {
          expect(field.widget).toBe('select');
          expect(field.options, `${cms.name}.${field.name}: the same choices`).toEqual(inner._def.values);
        }
        if (unwrapChain(part as never).some((p) => (p as unknown as { _def: { typeName: string } })._def.typeName === 'ZodBoolean')) expect(field.widget).toBe('boolean');
      }
    }
  });

  it('stores pictures under src/assets/ where entries refer to them, and writes dates in quotes', () => {
    for (const cms of config.collections) {
      expect(cms.media_folder).toMatch(/^\/src\/assets\/[\w-]+$/);
      // From src/content/<folder>/<entry>.md, "../../assets/<x>" is src/assets/<x>.
      expect(cms.public_folder).toBe(`../../assets/${cms.media_folder.split('/').pop()}`);
    }
    expect(config.output.yaml.quote).toBe('double');
    expect(config.output.omit_empty_optional_fields).toBe(true);
  });
});
