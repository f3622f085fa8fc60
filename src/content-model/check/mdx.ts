/**
 * The text of an `.mdx` entry: read with the MDX parser the build uses (@mdx-js/mdx, as @astrojs/mdx does), so a
 * mistake the build would stop at (a tag never closed, a bare "{" or "<" in the text) is one line with its fix, and
 * each component of the site (src/lib/content/mdx-components.ts) is checked: its name, its attributes, the picture, video,
 * link or gallery they name. Links and galleries are returned to be checked against every entry once all are read.
 */
import { createProcessor } from '@mdx-js/mdx';
import {
  MDX_COMPONENT_NAMES,
  MDX_COMPONENTS,
  isMdxComponent,
  videoLinks,
  type MdxAttribute,
  type MdxComponent,
} from '../../lib/content/mdx-components';
import { closest, show } from './words';

/** A problem of the text, without its file. */
interface TextProblem {
  line: number;
  field: string;
  what: string;
  fix: string;
}

export interface MdxFindings {
  problems: TextProblem[];
  /** Internal links (ButtonLink's href), to check against the site's pages. */
  links: { line: number; field: string; target: string }[];
  /** Gallery names, to check against the galleries collection. */
  galleries: { line: number; field: string; name: string }[];
  /** Pictures and addresses as written (valid ones), for the go-live check's list of stand-ins and placeholders. */
  values: { line: number; field: string; kind: 'picture' | 'address'; value: string }[];
}

interface Point {
  line: number;
  column?: number;
}
interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: Node[];
  children?: Node[];
  position?: { start: Point };
}

let processor: ReturnType<typeof createProcessor> | undefined;

const COMPONENT_LIST = MDX_COMPONENT_NAMES.join(', ');

/**
 * Checks the text of an .mdx file. `firstLine` is the file's line of the text's first line; `picture` says what is
 * wrong with a picture path (relative to the file), or undefined when the picture exists.
 */
export function checkMdx(
  text: string,
  firstLine: number,
  picture: (path: string) => { what: string; fix: string } | undefined,
): MdxFindings {
  const found: MdxFindings = { problems: [], links: [], galleries: [], values: [] };
  const lineOf = (node: { position?: { start: Point } }, fallback = 1) =>
    firstLine - 1 + (node.position?.start.line ?? fallback);
  let tree: Node;
  try {
    processor ??= createProcessor({ format: 'mdx' });
    tree = processor.parse(text) as unknown as Node;
  } catch (error) {
    found.problems.push(syntaxProblem(error as SyntaxFailure, firstLine, text));
    return found;
  }
  const visit = (node: Node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name)
      component(node, lineOf(node), found, picture);
    node.children?.forEach(visit);
  };
  visit(tree);
  return found;
}

function component(
  node: Node,
  line: number,
  found: MdxFindings,
  picture: (path: string) => { what: string; fix: string } | undefined,
) {
  const name = node.name!;
  // Lowercase names are HTML elements, which MDX allows as they are (<br />, <abbr title="…">).
  if (!/^[A-Z]/.test(name)) return;
  if (!isMdxComponent(name)) {
    const near = closest(name, MDX_COMPONENT_NAMES);
    found.problems.push({
      line,
      field: '(text)',
      what: `<${name}> is not a component of this site`,
      fix: near
        ? `did you mean <${near}>? The components are: ${COMPONENT_LIST}`
        : `use one of: ${COMPONENT_LIST} (docs/editing.md shows each), or write the text without < >`,
    });
    return;
  }
  const spec: MdxComponent = MDX_COMPONENTS[name];
  const attributes: Record<string, MdxAttribute> = spec.attributes;
  const known = Object.keys(attributes);
  const given = new Map<string, string>();
  const problem = (field: string, what: string, fix: string, at = line) =>
    found.problems.push({ line: at, field: `${name}.${field}`, what, fix });
  for (const attribute of node.attributes ?? []) {
    const at = attribute.position ? line - (node.position?.start.line ?? 1) + attribute.position.start.line : line;
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      problem('(attributes)', 'has code in { } where its attributes go', `write each attribute as name="value"`, at);
      continue;
    }
    const key = attribute.name as string;
    if (!known.includes(key)) {
      const near = closest(key, known);
      problem(
        key,
        `is not an attribute of <${name}>`,
        near ? `did you mean ${near}="…"? Correct the spelling` : `remove it; <${name}> takes: ${known.join(', ')}`,
        at,
      );
      continue;
    }
    const spec = attributes[key]!;
    given.set(key, typeof attribute.value === 'string' ? attribute.value : '');
    if (typeof attribute.value !== 'string') {
      problem(
        key,
        attribute.value === null || attribute.value === undefined ? 'has no value' : 'is code in { }, not text',
        `write the value in quotes: ${key}="${spec.example}"`,
        at,
      );
      continue;
    }
    const value = attribute.value.trim();
    const wrong = valueProblem(spec, key, value, name, picture);
    if (wrong) problem(key, wrong.what, wrong.fix, at);
    else if (spec.kind === 'link' && value.startsWith('/'))
      found.links.push({ line: at, field: `${name}.${key}`, target: value });
    else if (spec.kind === 'gallery') found.galleries.push({ line: at, field: `${name}.${key}`, name: value });
    if (!wrong && ['picture', 'video', 'link'].includes(spec.kind))
      found.values.push({
        line: at,
        field: `${name}.${key}`,
        kind: spec.kind === 'picture' ? 'picture' : 'address',
        value,
      });
  }
  for (const [key, spec] of Object.entries(attributes)) {
    if (!spec.required || given.has(key)) continue;
    problem(key, `<${name}> has no ${key}`, `add ${key}="…" to the tag, e.g. ${key}="${spec.example}"`);
  }
  const hasText = (node.children ?? []).some(function words(child: Node): boolean {
    return (typeof child.value === 'string' && child.value.trim() !== '') || (child.children ?? []).some(words);
  });
  if (spec.wraps && !hasText)
    problem(
      '(text)',
      `<${name}> holds no text`,
      `write the text between <${name}${name === 'ButtonLink' ? ' href="…"' : ''}> and </${name}>, e.g. ${spec.example.replace(/\n/g, ' ')}`,
    );
  if (!spec.wraps && (node.children ?? []).length > 0)
    problem(
      '(text)',
      `<${name}> holds text, which it does not show`,
      `write it as one tag ending in />: ${spec.example}`,
    );
}

function valueProblem(
  spec: MdxAttribute,
  key: string,
  value: string,
  name: string,
  picture: (path: string) => { what: string; fix: string } | undefined,
): { what: string; fix: string } | undefined {
  if (value === '')
    return spec.required || spec.kind !== 'text'
      ? { what: 'is empty', fix: `write it, e.g. ${key}="${spec.example}"` }
      : undefined;
  switch (spec.kind) {
    case 'picture':
      return picture(value);
    case 'video':
      return videoLinks(value)
        ? undefined
        : {
            what: `${show(value)} is not the address of a YouTube or Vimeo video`,
            fix: 'copy the address from the video\'s page, e.g. url="https://www.youtube.com/watch?v=VIDEO_ID" or url="https://vimeo.com/123456789"',
          };
    case 'link':
      if (value.startsWith('/') || /^https:\/\/[^/\s]+\.[^/\s]+/.test(value)) return undefined;
      if (/^http:\/\//i.test(value))
        return {
          what: `${show(value)} is not secure (http://)`,
          fix: `write it with https://: ${value.replace(/^http:/i, 'https:')}`,
        };
      return {
        what: `${show(value)} is not a link`,
        fix: `write a path of this site starting with / (e.g. href="/contact") or a full https:// address`,
      };
    case 'choice': {
      const choices = spec.choices ?? [];
      if (choices.includes(value)) return undefined;
      const near = closest(value, choices);
      return {
        what: `${show(value)} is not one of the choices`,
        fix: `${near ? `did you mean "${near}"? ` : ''}Use one of: ${choices.join(', ')} (<${name}> without ${key} is a ${choices[0]})`,
      };
    }
    default:
      return undefined;
  }
}

interface SyntaxFailure {
  reason?: string;
  message: string;
  line?: number;
  column?: number;
  ruleId?: string;
  source?: string;
  place?: { line?: number; start?: Point };
}

/** An MDX syntax error as one line: where, what is wrong in an editor's words, and the fix. */
function syntaxProblem(error: SyntaxFailure, firstLine: number, text: string): TextProblem {
  const reason = error.reason ?? error.message;
  // Tag errors name the tag's place in the message, e.g. "(4:1-4:18)"; the others carry a line.
  const named = /\((\d+):\d+-\d+:\d+\)/.exec(reason);
  const place = error.place && 'start' in error.place ? error.place.start : (error.place as Point | undefined);
  const mdxLine = error.line ?? place?.line ?? (named ? Number(named[1]) : 1);
  const line = firstLine - 1 + mdxLine;
  const lineText = text.split('\n')[mdxLine - 1] ?? '';
  const tag = /`<\/?([^>`]*)>`/.exec(reason)?.[1];
  const out = (what: string, fix: string): TextProblem => ({ line, field: '(text)', what, fix });
  if (/^Expected a closing tag for/.test(reason)) {
    const opened = named ? firstLine - 1 + Number(named[1]) : line;
    return {
      line: opened,
      field: '(text)',
      what: `<${tag}> is never closed`,
      fix: `end it with </${tag}> after its text, or write it as one tag ending in />, e.g. <${tag} … />`,
    };
  }
  if (/^Unexpected closing tag/.test(reason)) {
    const expected = /closing tag for `<([^>`\s]*)/.exec(reason)?.[1];
    return out(
      `</${tag}> closes a tag that is not open${expected ? ` (<${expected}> is)` : ''}`,
      expected ? `write </${expected}>, or correct the tag's name` : 'remove it, or open the tag first',
    );
  }
  if (error.source === 'micromark-extension-mdx-expression' || /expression|brace/.test(reason)) {
    const at = lineText.indexOf('{');
    const example =
      at < 0
        ? ''
        : ` (here "${lineText
            .slice(at, at + 40)
            .replace('{', '\\{')
            .replace('}', '\\}')
            .trimEnd()}")`;
    return out(
      'a "{" in the text starts code in an .mdx file, and this is not code',
      `write \\{ and \\} to show braces${example}, or put the text in quotes inside them: {"{like this}"}`,
    );
  }
  if (/note: to create a comment in MDX/.test(reason))
    return out('an HTML note (<!-- … -->) cannot be written in an .mdx file', 'write the note as {/* your note */}');
  if (/before name/.test(reason) || /<\s/.test(lineText)) {
    const at = lineText.lastIndexOf('<', Math.max(0, (error.column ?? lineText.length) - 1));
    const example =
      at < 0
        ? ''
        : `, e.g. "${lineText.slice(Math.max(0, at - 24), at).trimStart()}\\<${lineText.slice(at + 1, at + 16).trimEnd()}"`;
    return out(
      'a "<" in the text starts a tag in an .mdx file',
      `write \\< where you mean the character itself${example}, or write the words "less than"`,
    );
  }
  if (/attribute value/.test(reason))
    return out("an attribute's value is not in quotes", 'put the value in quotes: name="value"');
  return out(
    `the text cannot be read as MDX: ${reason.replace(/\s*\(\d+:\d+-\d+:\d+\)/, '')}`,
    'check the tags and braces on this line: a tag is <Name …> … </Name> or <Name … />, and \\{ or \\< shows the character itself',
  );
}
