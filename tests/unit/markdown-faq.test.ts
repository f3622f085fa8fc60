import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/lib/format/markdown';
import { faqJsonLd, jsonForScript } from '../../src/lib/content/faqs';
import { faqListSchema } from '../../src/content-model/schemas/faqs';

describe('renderMarkdown', () => {
  it('renders links, bold and lists', () => {
    expect(renderMarkdown('See [contact us](/contact) and **soon**.')).toBe(
      '<p>See <a href="/contact">contact us</a> and <strong>soon</strong>.</p>',
    );
    expect(renderMarkdown('- one\n- two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  });

  it('escapes raw HTML instead of passing it through', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).not.toContain('<script>');
    expect(renderMarkdown('<img src=x onerror=alert(1)>')).toContain('&lt;img');
  });
});

describe('faqJsonLd', () => {
  it('is a FAQPage with one Question per item and the answer as HTML', () => {
    const items = [
      { question: 'Can I upgrade?', answer: 'Yes, [write to us](/contact).' },
      { question: 'How long?', answer: 'Up to 5 years.' },
    ];
    const data = faqJsonLd(items) as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((q) => q.name)).toEqual(items.map((i) => i.question));
    expect(data.mainEntity[0]!.acceptedAnswer.text).toContain('<a href="/contact">write to us</a>');
    expect(() => faqJsonLd([])).toThrow(/at least one/);
  });

  it('jsonForScript cannot close its script element early', () => {
    expect(jsonForScript({ a: '</script><b>' })).not.toContain('</script>');
    expect(JSON.parse(jsonForScript({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});

describe('FAQ lists in src/content/faqs', () => {
  const dir = resolve('src/content/faqs');
  const files = readdirSync(dir).filter((name) => name.endsWith('.yaml'));

  it('each file (and the template) passes the schema', () => {
    expect(files).toContain('_template.yaml');
    for (const name of files) {
      const result = faqListSchema.safeParse(parse(readFileSync(resolve(dir, name), 'utf8')));
      expect(result.success, `${name}: ${result.success ? '' : result.error.message}`).toBe(true);
    }
  });

  it('the schema refuses a list without questions or a question without an answer', () => {
    expect(faqListSchema.safeParse({ items: [] }).success).toBe(false);
    expect(faqListSchema.safeParse({ items: [{ question: 'Why?' }] }).success).toBe(false);
  });
});
