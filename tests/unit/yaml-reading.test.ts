/**
 * How the content check (and the list-file loader) read YAML (src/content-model/check/source.ts): with the `yaml`
 * package, giving the values Astro's own loaders give (their parser is js-yaml), so the check validates what pages
 * get; and a file that cannot be read is told on the line to fix.
 */
import { describe, expect, it } from 'vitest';
import { readYaml, YamlSource } from '../../src/content-model/check/source';

describe('values, as Astro reads them', () => {
  it('makes an unquoted date a date, and leaves quoted or one-digit dates text', () => {
    expect(readYaml('start: 2025-07-08')).toEqual({ start: new Date(Date.UTC(2025, 6, 8)) });
    expect(readYaml('start: "2025-07-08"')).toEqual({ start: '2025-07-08' });
    expect(readYaml('start: 2025-7-8')).toEqual({ start: '2025-7-8' });
    expect(readYaml('at: 2025-07-08 10:30:00 +05:30')).toEqual({ at: new Date('2025-07-08T05:00:00Z') });
  });

  it('rolls an impossible unquoted date over, as the build does (the check reports it from the text)', () => {
    expect(readYaml('start: 2025-13-45')).toEqual({ start: new Date(Date.UTC(2026, 1, 14)) });
  });

  it('reads an empty text as nothing, one with only a note as null, and merges << keys', () => {
    expect(readYaml('')).toBeUndefined();
    expect(readYaml('# a note\n')).toBeNull();
    expect(readYaml('a: &base { x: 1 }\nb:\n  <<: *base\n  y: 2\n')).toEqual({ a: { x: 1 }, b: { x: 1, y: 2 } });
  });
});

describe('a file that cannot be read', () => {
  const mistake = (text: string) => new YamlSource(text).syntaxError;

  it('names the line that opened a quote or a list never closed', () => {
    expect(mistake('title: "A\nsummary: b\nother: c\n')).toEqual({
      line: 1,
      message: 'unexpected end of the stream within a double quoted scalar',
    });
    expect(mistake('id: a\ntags: [a, b\nsummary: b\n')?.line).toBe(2);
  });

  it('names the line indented too far, not the one above it', () => {
    const text = '- id: a\n  title: A\n  mode: on-site\n   kind: intern\n';
    expect(mistake(text)).toEqual({ line: 4, message: 'bad indentation of a mapping entry' });
  });

  it('says which mistake it is: a field written twice, a tab, an unknown alias', () => {
    expect(mistake('a: 1\nb: 2\na: 3\n')).toEqual({ line: 3, message: 'duplicated mapping key' });
    expect(mistake('a:\n\t- x\n')?.message).toBe('tab characters must not be used in indentation');
    expect(mistake('a: *nowhere\n')?.message).toBe('unidentified alias "nowhere"');
    expect(() => readYaml('a: 1\na: 2\n')).toThrow(/line 2: duplicated mapping key/);
  });
});
