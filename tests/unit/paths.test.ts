import { describe, expect, it } from 'vitest';
import { canonicalPath, isCurrentSection } from '~/lib/format/paths';

describe('canonicalPath', () => {
  it.each([
    ['/Products', '/products'],
    ['/Products/', '/products'],
    ['/about%20us', '/about-us'],
    ['/about us', '/about-us'],
    ['/About%20Us/', '/about-us'],
    ['/ematixprime/membership/membershipForm/plan', '/ematixprime/membership/membershipform/plan'],
    ['/Service', '/service'],
    ['/', '/'],
    ['', '/'],
    ['//blog//', '/blog'],
    ['/blog/index.html', '/blog'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it('leaves a malformed escape as typed instead of throwing', () => {
    expect(canonicalPath('/%E0%A4%A')).toBe('/%e0%a4%a');
  });
});

describe('isCurrentSection', () => {
  it('marks a section link current on its pages and below', () => {
    expect(isCurrentSection('/products', '/products/')).toBe(true);
    expect(isCurrentSection('/products', '/products/suites')).toBe(true);
    expect(isCurrentSection('/products', '/productsx')).toBe(false);
    // The service detail pages (/services/…) are in the Services section.
    expect(isCurrentSection('/service', '/services/android-development')).toBe(true);
    expect(isCurrentSection('/service', '/servicesx')).toBe(false);
  });
  it('marks home current only on home', () => {
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/', '/blog')).toBe(false);
  });
});
