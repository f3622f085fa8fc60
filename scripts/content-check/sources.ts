/**
 * What the TypeScript sources say about the content: the doc comment of every schema field and collection, and
 * which pages read which collection (following imports from each page file through components and src/lib).
 * Read with the TypeScript compiler's parser, so comments and code are understood as the compiler does.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/* ------------------------------------------------------------------------------------------------------------ */
/* Doc comments                                                                                                  */
/* ------------------------------------------------------------------------------------------------------------ */

/** The text of the /** … *\/ comment right before a node, without the stars; undefined when there is none. */
function docOf(node: ts.Node, source: ts.SourceFile): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const block = ranges.filter((range) => source.text.startsWith('/**', range.pos)).at(-1);
  if (!block) return undefined;
  return source.text
    .slice(block.pos + 3, block.end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter((line) => !line.startsWith('@'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An object literal of a schema file with the doc comment of each of its properties. */
export interface DocumentedObject {
  file: string;
  keys: string[];
  docs: Map<string, string>;
  /** The name of the field or declaration the object literal is written under, e.g. "badges" or "settingsSchema". */
  parent?: string;
}

function parentName(node: ts.Node): string | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isPropertyAssignment(current) && (ts.isIdentifier(current.name) || ts.isStringLiteral(current.name)))
      return current.name.text;
    if (ts.isVariableDeclaration(current) && ts.isIdentifier(current.name)) return current.name.text;
    if (ts.isFunctionDeclaration(current) && current.name) return current.name.text;
  }
  return undefined;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** Every object literal in the schema files, with the doc comments of its fields. */
export function schemaDocs(root: string): DocumentedObject[] {
  const dir = join(root, 'src/content-model/schemas');
  const out: DocumentedObject[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    const file = join(dir, name);
    const source = parse(file);
    // Top-level declarations' comments, for fields written as `order,` or `image: picture(image)`.
    const declared = new Map<string, string>();
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        const doc = docOf(statement, source);
        for (const d of statement.declarationList.declarations)
          if (doc && ts.isIdentifier(d.name)) declared.set(d.name.text, doc);
      } else if (ts.isFunctionDeclaration(statement) && statement.name) {
        const doc = docOf(statement, source);
        if (doc) declared.set(statement.name.text, doc);
      }
    }
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const keys: string[] = [];
        const docs = new Map<string, string>();
        for (const property of node.properties) {
          if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) || !property.name)
            continue;
          const key =
            ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
          if (!key) continue;
          keys.push(key);
          let doc = docOf(property, source);
          if (!doc) {
            const value = ts.isShorthandPropertyAssignment(property) ? property.name : property.initializer;
            const callee = ts.isCallExpression(value) ? value.expression : value;
            const head = ts.isPropertyAccessExpression(callee) ? callee.expression : callee;
            if (ts.isIdentifier(head)) doc = declared.get(head.text);
          }
          if (doc) docs.set(key, doc);
        }
        if (keys.length > 0)
          out.push({ file: relative(root, file).split(sep).join('/'), keys, docs, parent: parentName(node) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

function identifiersIn(node: ts.Node): string[] {
  const out = new Set<string>();
  const visit = (n: ts.Node) => {
    if (ts.isIdentifier(n)) out.add(n.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return [...out];
}

/**
 * The schema declarations a collection's schema is built from: its own (e.g. careerPhotoSchema) and every top-level
 * declaration of the schema files those use, followed through (pictureEntry, picture, …).
 */
export function schemaReach(root: string, start: string[]): Set<string> {
  const dir = join(root, 'src/content-model/schemas');
  const refs = new Map<string, string[]>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    const source = parse(join(dir, name));
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.initializer) refs.set(d.name.text, identifiersIn(d.initializer));
      } else if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
        refs.set(statement.name.text, identifiersIn(statement.body));
      }
    }
  }
  const reached = new Set<string>();
  const queue = start.filter((name) => refs.has(name));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    for (const next of refs.get(name) ?? []) if (refs.has(next) && !reached.has(next)) queue.push(next);
  }
  return reached;
}

/** The doc comment of each collection in src/content-model/collections/*.ts, by collection name. */
export function collectionDocs(root: string): Map<string, { doc?: string; file: string; schemaRefs: string[] }> {
  const dir = join(root, 'src/content-model/collections');
  const out = new Map<string, { doc?: string; file: string; schemaRefs: string[] }>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    const file = join(dir, name);
    const source = parse(file);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          init &&
          ts.isCallExpression(init) &&
          init.expression.getText(source) === 'defineCollection'
        ) {
          const config = init.arguments[0];
          const schema =
            config && ts.isObjectLiteralExpression(config)
              ? config.properties.find(
                  (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === 'schema',
                )
              : undefined;
          out.set(declaration.name.text, {
            doc: docOf(statement, source),
            file: relative(root, file).split(sep).join('/'),
            schemaRefs: schema ? identifiersIn(schema.initializer) : [],
          });
        }
      }
    }
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Which pages read which collection                                                                             */
/* ------------------------------------------------------------------------------------------------------------ */

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.astro', '.js', '.mjs'];

/** The parts of `Astro.locals.site` and the collection each comes from. */
const LOCALS: [RegExp, string][] = [
  [/\bsettings\b/, 'settings'],
  [/\bmenus\.(?:header|footer)\b/, 'navigation'],
  [/\bmenus\.community\b/, 'navigation'],
  [/\bmenus\.products\b/, 'navigation'],
  [/\bsite\.page\b|\bcanonicalOf\b/, 'routes'],
];

interface SourceInfo {
  /** Collections named anywhere in the file (for components and pages: all of it is used). */
  all: Set<string>;
  /** For modules: collections reached by each exported name. */
  exports: Map<string, Set<string>>;
  /** Imports: resolved file → names imported ('*' for default or namespace). */
  imports: Map<string, Set<string>>;
}

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return listSources(full);
    return SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)) ? [full] : [];
  });
}

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('~/')) base = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return undefined;
  base = base.replace(/\?.*$/, '');
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function scriptOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  // An Astro component's code is its front matter; the markup only uses what it imports.
  return /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
}

function analyse(root: string, file: string, names: Set<string>): SourceInfo {
  const source = ts.createSourceFile(
    file,
    scriptOf(file),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const literalsIn = (node: ts.Node): Set<string> => {
    const found = new Set<string>();
    const visit = (n: ts.Node) => {
      // A collection's name as a call's first argument (getCollection('blog'), getEntry('fdp', id), published('blog')):
      // the same word elsewhere, e.g. an area id { area: 'blog' } in src/lib/search.ts, reads no collection.
      if (
        (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) &&
        names.has(n.text) &&
        ts.isCallExpression(n.parent) &&
        n.parent.arguments[0] === n
      )
        found.add(n.text);
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };
  const imports = new Map<string, Set<string>>();
  const importedBy = new Map<string, { file: string; name: string }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    // A type reads no collection (`import type { getFaq }` names a loader's result, it does not call it).
    if (statement.importClause?.isTypeOnly) continue;
    const target = resolveImport(root, file, statement.moduleSpecifier.text);
    if (!target) continue;
    const set = imports.get(target) ?? new Set<string>();
    const clause = statement.importClause;
    if (!clause || clause.name) set.add('*');
    if (clause?.name) importedBy.set(clause.name.text, { file: target, name: '*' });
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) set.add('*');
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (element.isTypeOnly) continue;
        const name = (element.propertyName ?? element.name).text;
        set.add(name);
        importedBy.set(element.name.text, { file: target, name });
      }
    }
    imports.set(target, set);
  }
  // Top-level declarations and what each reaches (its own literals and the local declarations it calls).
  const locals = new Map<string, ts.Node>();
  const exported = new Set<string>();
  for (const statement of source.statements) {
    const isExported =
      (ts.getCombinedModifierFlags(statement as unknown as ts.Declaration) & ts.ModifierFlags.Export) !== 0;
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      locals.set(statement.name.text, statement);
      if (isExported) exported.add(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (!ts.isIdentifier(d.name)) continue;
        locals.set(d.name.text, d);
        if (isExported) exported.add(d.name.text);
      }
    }
  }
  const reach = (name: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(name)) return new Set();
    seen.add(name);
    const node = locals.get(name);
    if (!node) return new Set();
    const found = literalsIn(node);
    const visit = (n: ts.Node) => {
      if (ts.isIdentifier(n) && n.text !== name && locals.has(n.text))
        for (const c of reach(n.text, seen)) found.add(c);
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };
  const exports = new Map<string, Set<string>>();
  for (const name of exported) exports.set(name, reach(name));
  const all = literalsIn(source);
  // What a component reads from Astro.locals.site (src/middleware.ts loads it for every page: siteData, src/lib/site.ts).
  if (source.text.includes('Astro.locals.site'))
    for (const [pattern, collection] of LOCALS)
      if (pattern.test(source.text) && names.has(collection)) all.add(collection);
  return { all, exports, imports };
}

/** The pages of the site (URL paths, or a description for dynamic pages) on which each collection is shown. */
export function pagesByCollection(
  root: string,
  collectionNames: string[],
): { byCollection: Map<string, string[]>; pageCount: number } {
  const names = new Set(collectionNames);
  const files = listSources(join(root, 'src')).filter(
    (file) => !file.includes(`${sep}content-model${sep}`) && !file.endsWith('content.config.ts'),
  );
  const info = new Map(files.map((file) => [file, analyse(root, file, names)]));
  const memo = new Map<string, Set<string>>();
  // Collections a file reaches when `name` of it is used ('*': the whole file, as for a component).
  const used = (file: string, name: string, stack: Set<string>): Set<string> => {
    const key = `${file}#${name}`;
    if (memo.has(key)) return memo.get(key)!;
    if (stack.has(key)) return new Set();
    stack.add(key);
    const source = info.get(file);
    const out = new Set<string>();
    if (source) {
      const own = name === '*' ? source.all : (source.exports.get(name) ?? source.all);
      for (const c of own) out.add(c);
      for (const [target, imported] of source.imports) {
        // A module used in part passes on only what its imports give the used export; a component uses everything.
        for (const importedName of imported) for (const c of used(target, importedName, stack)) out.add(c);
      }
    }
    stack.delete(key);
    memo.set(key, out);
    return out;
  };
  const pagesDir = join(root, 'src/pages');
  const pages = files.filter((file) => file.startsWith(pagesDir + sep));
  const byCollection = new Map<string, string[]>();
  for (const page of pages) {
    const label = pageLabel(relative(pagesDir, page).split(sep).join('/'));
    if (!label) continue;
    for (const collection of used(page, '*', new Set()))
      byCollection.set(collection, [...(byCollection.get(collection) ?? []), label]);
  }
  for (const list of byCollection.values()) list.sort();
  // "Every page": every HTML page (endpoints such as /rss.xml do not count).
  return {
    byCollection,
    pageCount: pages.filter((p) => /\.(astro|md|mdx)$/.test(p) && pageLabel(relative(pagesDir, p).split(sep).join('/')))
      .length,
  };
}

/** "blog/[slug].astro" → "/blog/<slug>"; endpoints keep their file name ("/rss.xml"); undefined for non-pages. */
function pageLabel(path: string): string | undefined {
  if (/(^|\/)_/.test(path)) return undefined;
  const withoutExt = path.replace(/\.(astro|md|mdx|ts|js)$/, '');
  if (withoutExt === path) return undefined;
  const clean = posix
    .join('/', withoutExt.replace(/(^|\/)index$/, ''))
    .replace(/\[\.\.\.(\w+)\]|\[(\w+)\]/g, (_m, a, b) => `<${a ?? b}>`);
  return clean === '' ? '/' : clean;
}
