import { describe, expect, it } from 'vitest';
import { telHref, valueFromSearch } from '../../src/lib/forms/contact';

/** The subject a link asks for (FormPrefill reads each field's value this way). */
const subjectFromSearch = (search: string) => valueFromSearch(search, 'subject');

describe('valueFromSearch (the subject)', () => {
  it('reads ?subject= with its escapes', () => {
    expect(subjectFromSearch('?subject=IoT%20gateway%20demo')).toBe('IoT gateway demo');
    expect(subjectFromSearch('?subject=Testing+and+QA&x=1')).toBe('Testing and QA');
  });

  it('is empty without a subject', () => {
    expect(subjectFromSearch('')).toBe('');
    expect(subjectFromSearch('?topic=x')).toBe('');
    expect(subjectFromSearch('?subject=%20%20')).toBe('');
  });

  it('removes line breaks and control characters and keeps one line', () => {
    expect(subjectFromSearch('?subject=Hello%0D%0ABcc:%20x@example.com')).toBe('Hello Bcc: x@example.com');
    expect(subjectFromSearch(`?subject=${'a'.repeat(500)}`)).toHaveLength(120); // subjects are one line: longer ones are cut
  });
});

describe('telHref', () => {
  it('keeps digits and the plus sign', () => {
    expect(telHref('+91 90000 00000')).toBe('tel:+919000000000');
  });
});
