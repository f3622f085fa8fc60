import { describe, expect, it } from 'vitest';
import { categoryElementId, contactHref, paragraphs } from '../../src/lib/content/company';

describe('contactHref', () => {
  it('fills in the subject, encoded for a URL', () => {
    expect(contactHref('Software development')).toBe('/contact?subject=Software%20development');
    expect(contactHref('IT & Software')).toBe('/contact?subject=IT%20%26%20Software');
  });
  it('gives the plain contact page without a subject', () => {
    expect(contactHref()).toBe('/contact');
    expect(contactHref('   ')).toBe('/contact');
  });
  it('round-trips through URLSearchParams', () => {
    const href = contactHref('D-Connect healthcare platform');
    expect(new URL(href, 'https://example.com').searchParams.get('subject')).toBe('D-Connect healthcare platform');
  });
});

describe('paragraphs', () => {
  it('splits at empty lines and tidies spaces', () => {
    expect(paragraphs('One\nline.\n\n  Two.  \n\n\n')).toEqual(['One line.', 'Two.']);
  });
  it('handles Windows line ends and blank-only lines', () => {
    expect(paragraphs('A\r\n \r\nB')).toEqual(['A', 'B']);
  });
});

describe('categoryElementId', () => {
  it('makes a valid, prefixed id', () => {
    expect(categoryElementId('android')).toBe('services-android');
    expect(categoryElementId('DM x')).toBe('services-dm-x');
  });
});
