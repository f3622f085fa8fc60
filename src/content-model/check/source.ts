/**
 * Reading content files the way the build does, plus where each value sits: one parse with the `yaml` package gives
 * the values, the positions and the raw text of each value. Its options make the values those of js-yaml, the
 * parser inside Astro's loaders (so the check sees exactly what the build sees: an unquoted 2025-07-08 is a date,
 * not text), and its errors are told in the words the check has always used.
 */
import { posix } from 'node:path';
import {
  LineCounter,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  type Document,
  type Node,
  type ScalarTag,
  type YAMLError,
} from 'yaml';

export type PathSegment = string | number;

export interface SyntaxProblem {
  line: number;
  message: string;
}

/** A scalar value with its path, raw source text, line and whether it was written in quotes or as a block (| >). */
export interface ScalarAt {
  path: PathSegment[];
  value: unknown;
  source: string;
  line: number;
  quoted: boolean;
  block: boolean;
}

/** A YAML file, or the front matter of a Markdown file, with its parsed value and positions. */
export class YamlSource {
  readonly data: unknown;
  readonly syntaxError?: SyntaxProblem;
  private readonly lines = new LineCounter();
  private readonly doc: Document;

  /**
   * @param text the YAML text
   * @param lineOffset lines of the file before `text` (the opening "---" of front matter)
   */
  constructor(
    text: string,
    private readonly lineOffset = 0,
  ) {
    this.doc = parseDocument(text, { ...ASTRO_YAML, lineCounter: this.lines, prettyErrors: false });
    let data: unknown;
    let error: { line: number; message: string } | undefined = this.doc.errors.length
      ? this.errorAt(this.doc.errors)
      : undefined;
    // js-yaml reads a text without any value as undefined, or null when it holds a note; an alias without its anchor
    // fails only here.
    if (!error && !this.doc.contents) data = text.trim() ? null : undefined;
    else if (!error) {
      try {
        data = this.doc.toJS();
      } catch (failure) {
        const alias = /^Unresolved alias.*: (.*)$/.exec((failure as Error).message);
        error = { line: 0, message: alias ? `unidentified alias "${alias[1]}"` : (failure as Error).message };
      }
    }
    if (error)
      this.syntaxError = {
        line: openingLine(text, error.line, error.message) + 1 + lineOffset,
        message: error.message,
      };
    this.data = data;
  }

  /**
   * The 0-based line and the words of a file's first mistake. A key spread over two lines (MULTILINE_IMPLICIT_KEY) is
   * a line indented too far: that is the line its range ends on.
   */
  private errorAt(errors: YAMLError[]): { line: number; message: string } {
    const first = errors[0]!;
    const spread = errors.find((error) => error.code === 'MULTILINE_IMPLICIT_KEY');
    const offset = spread ? spread.pos[1] : first.pos[0];
    return { line: this.lines.linePos(offset).line - 1, message: syntaxWords(first) };
  }

  /** The 1-based line of a file offset into the YAML text. */
  lineAt(offset: number): number {
    return this.lines.linePos(offset).line + this.lineOffset;
  }

  /**
   * The line of the value at `path` (for a field: the line of its name). When the path runs out (a missing field),
   * the line of the deepest part that exists, with `found: false`.
   */
  locate(path: readonly PathSegment[]): { line: number; found: boolean } {
    let node: unknown = this.doc.contents;
    let line = node && (node as Node).range ? this.lineAt((node as Node).range![0]) : 1 + this.lineOffset;
    for (const segment of path) {
      if (isAlias(node)) node = node.resolve(this.doc);
      if (isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && keyText(item.key) === String(segment));
        if (!pair) return { line, found: false };
        const key = pair.key as Node | null;
        if (key?.range) line = this.lineAt(key.range[0]);
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment] as Node | undefined;
        if (!item) return { line, found: false };
        if (item.range) line = this.lineAt(item.range[0]);
        node = item;
      } else {
        return { line, found: false };
      }
    }
    return { line, found: true };
  }

  /** Every scalar value of the file. */
  scalars(): ScalarAt[] {
    const out: ScalarAt[] = [];
    const walk = (node: unknown, path: PathSegment[]) => {
      if (isMap(node)) {
        for (const pair of node.items) {
          if (isPair(pair)) walk(pair.value, [...path, keyText(pair.key)]);
        }
      } else if (isSeq(node)) {
        node.items.forEach((item, index) => walk(item, [...path, index]));
      } else if (isScalar(node) && node.range && !(node.value === null && node.source === undefined)) {
        out.push({
          path,
          value: node.value,
          source: node.source ?? String(node.value),
          line: this.lineAt(node.range[0]),
          quoted: node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE',
          block: node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED',
        });
      }
    };
    walk(this.doc.contents, []);
    return out;
  }
}

/** A list file read as one entry `{ items: [...] }` (define.ts `files()`, `entry`): `items[n]…` is the file's `[n]…`. */
export class ItemsSource extends YamlSource {
  override locate(path: readonly PathSegment[]): { line: number; found: boolean } {
    return super.locate(path[0] === 'items' ? path.slice(1) : []);
  }

  override scalars(): ScalarAt[] {
    return super.scalars().map((scalar) => ({ ...scalar, path: ['items', ...scalar.path] }));
  }
}

/**
 * For "never closed" errors the parser stops at the end of the file; the mistake is on the line that opened the
 * quote or the [ ] / { } list. Returns that 0-based line, or `line` itself for other errors.
 */
function openingLine(text: string, line: number, reason: string): number {
  const lines = text.split('\n');
  const opens = /flow collection/.test(reason)
    ? (l: string) => /(:|^\s*-)\s+[[{]/.test(l) && !/[\]}]\s*(#.*)?$/.test(l)
    : /quoted scalar/.test(reason)
      ? (l: string) =>
          ((l.match(/"/g)?.length ?? 0) % 2 === 1 && !/'/.test(l)) || (l.match(/'/g)?.length ?? 0) % 2 === 1
      : undefined;
  if (!opens) return line;
  for (let i = Math.min(line, lines.length - 1); i >= 0; i--) if (opens(lines[i])) return i;
  return line;
}

const keyText = (key: unknown): string => String(isScalar(key) ? key.value : key);

/**
 * The project file that a picture path in an entry of `file` names, as the build resolves it ("~/" is src/, "/" the
 * project, anything else relative to the file); undefined for a web address.
 */
export function resolvePicture(file: string, value: string): string | undefined {
  if (value.includes('://')) return undefined;
  if (value.startsWith('~/')) return posix.join('src', value.slice(2));
  if (value.startsWith('/')) return posix.normalize(value.slice(1));
  return posix.normalize(posix.join(posix.dirname(file), value));
}

/** js-yaml's timestamp (Astro's parser): a date alone needs two-digit month and day, e.g. 2025-07-08, not 2025-7-8. */
const DATE = /^(\d{4})-(\d\d)-(\d\d)$/;
const TIMESTAMP =
  /^(\d{4})-(\d\d?)-(\d\d?)(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(?:\.(\d*))?(?:[ \t]*(Z|([-+])(\d\d?)(?::(\d\d))?))?$/;

const timestamp: ScalarTag = {
  tag: 'tag:yaml.org,2002:timestamp',
  default: true,
  identify: (value) => value instanceof Date,
  test: new RegExp(`${DATE.source}|${TIMESTAMP.source}`),
  resolve(text) {
    const date = DATE.exec(text);
    if (date) return new Date(Date.UTC(+date[1]!, +date[2]! - 1, +date[3]!));
    const [, year, month, day, hour, minute, second, fraction = '', , sign, tzHour, tzMinute] = TIMESTAMP.exec(text)!;
    const time = Date.UTC(+year!, +month! - 1, +day!, +hour!, +minute!, +second!, +fraction.slice(0, 3).padEnd(3, '0'));
    const offset = sign ? (sign === '-' ? -1 : 1) * (+tzHour! * 60 + +(tzMinute ?? 0)) * 60000 : 0;
    return new Date(time - offset);
  },
};

/** What Astro's loaders read (js-yaml's default schema): YAML 1.2 core, with timestamps and `<<` merge keys. */
// logLevel: a key written as a { } group (a template's {{id}}) is not worth a warning of `yaml`'s own.
const ASTRO_YAML = { customTags: [timestamp], merge: true, logLevel: 'error' as const };

/** The words js-yaml gave for each mistake (the check's hints, SYNTAX_HINTS in index.ts, go by them), by `yaml`'s code. */
function syntaxWords(error: YAMLError): string {
  const { code, message } = error;
  if (code === 'DUPLICATE_KEY') return 'duplicated mapping key';
  if (code === 'TAB_AS_INDENT') return 'tab characters must not be used in indentation';
  if (code === 'BAD_DQ_ESCAPE') return 'unknown escape sequence';
  if (code === 'MULTIPLE_DOCS') return 'expected a single document in the stream, but found more';
  if (code === 'MISSING_CHAR' && /quote/.test(message))
    return `unexpected end of the stream within a ${message.includes('"') ? 'double' : 'single'} quoted scalar`;
  if (/^Flow (sequence|map)/.test(message)) return 'missed comma between flow collection entries';
  if (/sequence items/.test(message)) return 'bad indentation of a sequence entry';
  if (
    ['BAD_INDENT', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'BAD_SCALAR_START', 'UNEXPECTED_TOKEN'].includes(
      code,
    )
  )
    return 'bad indentation of a mapping entry';
  return message.split('\n')[0]!;
}

/** The value of a YAML text as Astro's loaders read it (undefined for an empty text); throws on a syntax error. */
export function readYaml(text: string): unknown {
  const source = new YamlSource(text);
  if (source.syntaxError) throw new Error(`line ${source.syntaxError.line}: ${source.syntaxError.message}`);
  return source.data;
}
