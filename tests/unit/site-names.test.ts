/**
 * "Ematix-Prime" is shown with a non-breaking hyphen (U+2011) so a heading never breaks inside it ("Ematix-/Prime"):
 * `displayText` gives the display form of any text, and it covers the community's name in the settings.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { displayText, NON_BREAKING_HYPHEN, UNBREAKABLE_NAMES } from '../../src/lib/names';

const read = (path: string) => parse(readFileSync(new URL(`../../src/content/${path}`, import.meta.url), 'utf8'));

describe('displayText', () => {
  it('writes each unbreakable name with U+2011 and nothing else changes', () => {
    expect(NON_BREAKING_HYPHEN).toBe('\u2011');
    expect(displayText('Ematix-Prime (LMS)')).toBe('Ematix\u2011Prime (LMS)');
    expect(displayText('Join Ematix-Prime, then Ematix-Prime conferences')).toBe(
      'Join Ematix\u2011Prime, then Ematix\u2011Prime conferences',
    );
    // Other hyphens still break normally, and text without the name is returned as it is.
    expect(displayText('e-commerce and full-stack')).toBe('e-commerce and full-stack');
    expect(displayText('')).toBe('');
  });

  it('gives the same text when applied twice', () => {
    const once = displayText('Ematix-Prime at ICIEMSD 2025');
    expect(displayText(once)).toBe(once);
  });

  it('leaves no breakable hyphen in any listed name', () => {
    for (const name of UNBREAKABLE_NAMES) expect(displayText(name)).not.toContain('-');
  });

  it('covers the community name set in src/content/site/settings.yaml', () => {
    const { communityName } = read('site/settings.yaml').site as { communityName: string };
    expect(
      displayText(communityName),
      `settings.communityName "${communityName}" has a hyphen that could break: add it to UNBREAKABLE_NAMES in src/lib/site.ts`,
    ).not.toContain('-');
  });

  it('covers every menu label that names the community', () => {
    const { communityName } = read('site/settings.yaml').site as { communityName: string };
    const menus = read('site/navigation.yaml') as Record<string, { items: { label: string; mobileLabel?: string }[] }>;
    const labels = Object.values(menus).flatMap((menu) => menu.items.flatMap((item) => [item.label, item.mobileLabel ?? '']));
    const naming = labels.filter((label) => label.includes(communityName));
    expect(naming.length, 'the menus link the community by its name').toBeGreaterThan(0);
    for (const label of naming) expect(displayText(label)).not.toContain(communityName);
  });
});
