/** The go-live check (src/integrations/go-live.mjs): a build for a real address stops while settings hold placeholders. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { goLiveProblems, isRealAddress, placeholderSettings } from '../../src/integrations/go-live.mjs';
import { contentCheck } from '../support/content-check';

const shipped = parse(readFileSync(resolve('src/content/site/settings.yaml'), 'utf8')).site;

const real = {
  name: 'Ematix',
  description: 'For example, embedded systems.',
  email: 'hello@ematix.in',
  phone: '+91 427 245 1234',
  whatsapp: '914272451234',
  formEndpoint: 'https://formspree.io/f/abcd1234',
  externalLinks: { testSite: 'https://test.ematix.in/prime' },
  social: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/ematix' }],
  stats: [{ value: '500+', label: 'Clients served' }],
  copyrightSince: 2025,
};

describe('which builds are for a real address', () => {
  it('a real domain is; the example domain, local addresses and no SITE_URL are not', () => {
    expect(isRealAddress('https://www.ematix.in')).toBe(true);
    expect(isRealAddress('https://ematix.pages.dev')).toBe(true);
    for (const url of [
      undefined,
      '',
      'https://www.ematix.example.com',
      'https://example.org',
      'http://localhost:4321',
      'http://127.0.0.1:8080',
      'https://site.test',
      'not a url',
    ]) {
      expect(isRealAddress(url), String(url)).toBe(false);
    }
  });
});

describe('placeholder settings', () => {
  it('finds every placeholder field in the settings as shipped: e-mail, phone, WhatsApp, form endpoint, outside links, social profiles', () => {
    const found = placeholderSettings(shipped).map((line) => line.split(':')[0]);
    expect(found).toEqual(expect.arrayContaining(['email', 'phone', 'whatsapp', 'formEndpoint']));
    for (const key of Object.keys(shipped.externalLinks)) expect(found, key).toContain(`externalLinks.${key}`);
    shipped.social.forEach((_: unknown, i: number) => expect(found, `social ${i}`).toContain(`social[${i}].url`));
  });

  it('says which value and why', () => {
    expect(placeholderSettings({ email: 'hello@ematix.example.com' })).toEqual([
      'email: hello@ematix.example.com (an e-mail address on the placeholder domain ematix.example.com)',
    ]);
    expect(placeholderSettings({ phone: '+91 90000 00000' })[0]).toContain('90000');
    expect(placeholderSettings({ social: [{ url: 'https://www.instagram.com/ematix.example' }] })[0]).toMatch(
      /^social\[0\]\.url: /,
    );
  });

  it('leaves real values, ordinary text and numbers alone', () => {
    expect(placeholderSettings(real)).toEqual([]);
  });
});

describe('the check', () => {
  it('stops a build for a real address with the list of placeholders', () => {
    const message = goLiveProblems({ siteUrl: 'https://www.ematix.in', settings: shipped });
    expect(message).toContain('https://www.ematix.in');
    expect(message).toContain('formEndpoint: https://forms.example.com');
    expect(message).toContain('phone: +91 90000 00000');
  });

  it("stops a build for a real address while the web editor's repository is the placeholder, naming where to set it", async () => {
    const { CMS_BACKEND } = await contentCheck();
    const message = goLiveProblems({ siteUrl: 'https://www.ematix.in', settings: real, cmsRepo: CMS_BACKEND.repo });
    expect(message, 'the shipped CMS_BACKEND.repo must be an obvious placeholder the check catches').toContain(
      `backend.repo): ${CMS_BACKEND.repo}`,
    );
    expect(message).toContain('scripts/content-check/cms.ts');
    expect(
      goLiveProblems({ siteUrl: 'https://www.ematix.in', settings: real, cmsRepo: 'ematix-in/website' }),
    ).toBeUndefined();
  });

  it('lets a build for the example domain (the default) or with real settings go on', () => {
    expect(goLiveProblems({ siteUrl: undefined, settings: shipped })).toBeUndefined();
    expect(goLiveProblems({ siteUrl: 'https://www.ematix.example.com', settings: shipped })).toBeUndefined();
    expect(goLiveProblems({ siteUrl: 'https://www.ematix.in', settings: real })).toBeUndefined();
  });
});
