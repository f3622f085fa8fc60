/**
 * The go-live check (src/content-reports/go-live.ts): stand-in pictures under src/assets/placeholder/,
 * placeholder values of marked fields (outside addresses, e-mail, phone), the hero video with its stand-in poster and
 * the web editor's repository, each as a `file:line  field  what  → fix` line; `npm run go-live` prints them and a
 * build for a real address stops on them. Plus a grep of the code for placeholder addresses, which no field marks.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { entry } from '../support/content';
import { contentCheck, projectRoot } from '../support/content-check';

const { checkContent, formatProblem, isRealAddress, placeholderReason, refuseWithPlaceholders } = await contentCheck();
const lines = async (overlay?: Record<string, string | null>) => {
  const check = await checkContent({ root: projectRoot, overlay });
  expect(check.problems.map(formatProblem)).toEqual([]);
  return check.placeholders.map(formatProblem);
};
const shipped = await lines();
const real = (file: string) => readFileSync(join(projectRoot, file), 'utf8');

describe('which builds are for a real address', () => {
  it('a real domain is; the example domain, local addresses and no SITE_URL are not', () => {
    expect(isRealAddress('https://www.ematix.in')).toBe(true);
    expect(isRealAddress(new URL('https://ematix.pages.dev'))).toBe(true);
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

describe('placeholder values', () => {
  it('are addresses on reserved domains, "example" profiles and the 90000 number; real values are not', () => {
    expect(placeholderReason('hello@ematix.example.com')).toBe(
      'an e-mail address on the placeholder domain ematix.example.com',
    );
    expect(placeholderReason('https://forms.example.com/f/x')).toContain('forms.example.com');
    expect(placeholderReason('https://www.instagram.com/ematix.example')).toContain('"example"');
    expect(placeholderReason('+91 90000 00000')).toContain('90000');
    expect(placeholderReason('919000000000')).toContain('90000');
    for (const value of [
      'hello@ematix.in',
      '+91 427 245 1234',
      'https://www.linkedin.com/company/ematix',
      'For example',
    ])
      expect(placeholderReason(value), value).toBeUndefined();
  });

  it('of every marked field in settings.yaml are listed with their line', () => {
    const settings = shipped.filter((line) => line.startsWith('src/content/site/settings.yaml:'));
    const fields = settings.map((line) => line.split(/\s+/)[1]);
    expect(fields).toEqual(expect.arrayContaining(['email', 'phone', 'whatsapp', 'formEndpoint']));
    for (const key of ['testSite', 'enrolmentForm', 'ambassadorForm', 'innovationChallengeForm'])
      expect(fields).toContain(`externalLinks.${key}`);
    expect(settings.find((line) => line.includes('  email  '))).toMatch(
      /^src\/content\/site\/settings\.yaml:\d+ {2}email {2}"hello@ematix\.example\.com" is a placeholder/,
    );
  });

  it('in any content file (an internship’s own form, a conference video), and none once the real ones are set', async () => {
    expect(shipped.some((line) => /^src\/content\/internships\/.+\.md:\d+ {2}enrolmentForm /.test(line))).toBe(true);
    expect(shipped.some((line) => line.startsWith('src/content/pages/ematixprime/conference/videos.yaml:'))).toBe(true);
    const settings = real('src/content/site/settings.yaml')
      .replace(/[\w.-]+\.example(\.com)?/g, 'ematix.in')
      .replace(/ematix-example/g, 'ematix')
      .replace(/90000 00000/, '427 245 1234')
      .replace(/919000000000/, '914272451234');
    const after = await lines({ 'src/content/site/settings.yaml': settings });
    expect(after.filter((line) => line.startsWith('src/content/site/settings.yaml:'))).toEqual([]);
  });

  it("include the web editor's repository while it is the placeholder", () => {
    expect(shipped).toContainEqual(expect.stringMatching(/^public\/admin\/config\.yml:\d+ {2}backend\.repo {2}/));
  });
});

describe('stand-in pictures', () => {
  // The hero poster is a stand-in: the poster and, with it, the video are listed; a real poster clears both.
  const hero = 'src/content/pages/index.yaml';
  // A line of the hero (the home page's file has other stand-in pictures too).
  const ofHero = (line: string) => line.startsWith(`${hero}:`) && / {2}hero\./.test(line);

  it('a content file pointing at assets/placeholder/ is listed, with the folder for the real photo', async () => {
    const poster = shipped.find((line) => ofHero(line) && line.includes('hero.poster.src'));
    expect(poster).toMatch(/a stand-in picture .*→ save the real photo under src\/assets\/home\//);
    // One line per video file the hero names (mp4, and webm when there is one), whatever the content holds.
    const { video } = (await entry<{ hero: { video: Record<string, string> } }>('pages', '/')).data.hero;
    const files = Object.values(video).filter((file) => file.startsWith('/media/'));
    expect(files.length).toBeGreaterThan(0);
    expect(shipped.filter((line) => ofHero(line) && line.includes('hero.video.'))).toHaveLength(files.length);
  });

  it('pointing at assets/<area>/ instead (a real photo saved there) it is not, nor is the video', async () => {
    const after = await lines({
      [hero]: real(hero).replace('../../assets/placeholder/home/hero-poster.jpg', '../../assets/home/hero-poster.jpg'),
      'src/assets/home/hero-poster.jpg': 'a real photo',
    });
    expect(after.filter(ofHero)).toEqual([]);
    expect(after).toHaveLength(shipped.length - 3);
  });
});

describe('the build', () => {
  const logger = () => ({ info: vi.fn(), warn: vi.fn() });

  it('for a real address stops with the lines; ALLOW_PLACEHOLDERS=1 only warns; otherwise it says how many', async () => {
    const check = async () => checkContent({ root: projectRoot });
    vi.stubEnv('ALLOW_PLACEHOLDERS', '');
    const refused = await check();
    expect(() => refuseWithPlaceholders(refused, 'https://www.ematix.in', logger())).toThrow(
      /This build is for https:\/\/www\.ematix\.in, but \d+ placeholders remain[\s\S]*settings\.yaml:\d+ {2}email/,
    );
    const example = logger();
    refuseWithPlaceholders(await check(), 'https://www.ematix.example.com', example);
    expect(example.info).toHaveBeenCalledWith(
      `${shipped.length} placeholders to replace before going live: npm run go-live lists them`,
    );
    vi.stubEnv('ALLOW_PLACEHOLDERS', '1');
    const staging = logger();
    refuseWithPlaceholders(await check(), 'https://www.ematix.in', staging);
    expect(staging.warn).toHaveBeenCalledWith(expect.stringContaining('ALLOW_PLACEHOLDERS=1'));
    vi.unstubAllEnvs();
  });

  it('npm run go-live prints the same lines', () => {
    const out = execFileSync(
      join(projectRoot, 'node_modules/.bin/vite-node'),
      [join(projectRoot, 'scripts/go-live.ts')],
      {
        encoding: 'utf8',
      },
    );
    expect(out.trim().split('\n')).toEqual([
      ...shipped,
      '',
      `${shipped.length} placeholders to replace before going live.`,
    ]);
  });
});

describe('the code', () => {
  // No field marks what a component, layout or page writes itself: an address there must be real or come from content.
  const PLACEHOLDER =
    /[\w.-]+@[\w-]+(\.[\w-]+)*\.(example|test|invalid)\b|https?:\/\/([\w-]+\.)*example(\.(com|net|org))?\b|(?<!\d)(91)?90000[\s-]?\d{5}(?!\d)/;
  /** The site's default address, used only when Astro gives none (SITE_URL sets it). */
  const SITE_DEFAULT = /\?\?\s*(new URL\()?'https:\/\/www\.ematix\.example\.com'/;
  const code = (dir: string): string[] =>
    readdirSync(join(projectRoot, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? code(join(dir, entry.name))
        : /\.(astro|tsx?|mjs|js)$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  const findings = (file: string, text: string) =>
    text
      .split('\n')
      .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
      .filter(({ line }) => !/^\s*(\*|\/\/|\/\*)/.test(line) && !/\be\.g\.\s/.test(line) && !SITE_DEFAULT.test(line))
      .filter(({ line }) => PLACEHOLDER.test(line))
      .map(({ at, line }) => `${at}  ${line.trim()}`);

  it('holds no placeholder address or number in src/{components,layouts,pages,lib,islands}', () => {
    const files = ['components', 'layouts', 'pages', 'lib', 'islands'].flatMap((dir) => code(join('src', dir)));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => findings(file, real(file)))).toEqual([]);
  });

  it('would catch one', () => {
    expect(findings('x.astro', '<a href="mailto:hello@ematix.example.com">Mail</a>')).toHaveLength(1);
    expect(findings('x.astro', '<a href="https://forms.example.com/f/x">Form</a>')).toHaveLength(1);
    expect(findings('x.astro', '<a href="tel:+919000000000">Call</a>')).toHaveLength(1);
    expect(findings('x.astro', 'Call +91 90000 00000')).toHaveLength(1);
  });
});
