/**
 * The go-live check's page pass (src/integrations/go-live.mjs): what a built page shows that is still a placeholder
 * (the recorded placeholder art, example-domain addresses, 90000 numbers, links to placeholder addresses), the report
 * grouped by page with the file to change, `npm run go-live` (scripts/go-live.mjs), and the build's refusal for a
 * real address. Small fixture sites under .tmp/: nothing in src/ is touched.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import goLive, {
  formatGoLiveReport,
  goLiveReport,
  pagePlaceholders,
  pictureResolver,
  placeholderArt,
  recordPlaceholderArt,
  sha256,
} from '../../src/integrations/go-live.mjs';

const page = (main: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title>${head}</head><body><main>${main}</main></body></html>`;

describe('what a page shows', () => {
  it('finds example-domain e-mail addresses, 90000 numbers and links to placeholder addresses, each once', () => {
    const found = pagePlaceholders(
      page(`
        <p>Write to <a href="mailto:hello@ematix.example.com?subject=Hi">hello@<wbr>ematix.example.com</a></p>
        <p><a href="tel:+919000000000">+91 90000 00000</a> <a href="https://wa.me/919000000000?text=Hello">Chat</a></p>
        <form action="https://forms.example.com/f/site"><input name="email" placeholder="you@example.com"></form>
        <a href="https://www.linkedin.com/company/ematix-example">LinkedIn</a>
        <a href="https://test.example.com/prime">Take the test</a>
        <button data-embed="https://www.youtube-nocookie.com/embed/ematix-example">Play</button>
        <p data-fallback="or e-mail us at hello@ematix.example.com"></p>`),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: 'e-mail', value: 'hello@ematix.example.com' },
        { kind: 'phone', value: '+91 90000 00000' },
        { kind: 'link', value: 'https://forms.example.com/f/site' },
        { kind: 'link', value: 'https://www.linkedin.com/company/ematix-example' },
        { kind: 'link', value: 'https://test.example.com/prime' },
        { kind: 'link', value: 'https://www.youtube-nocookie.com/embed/ematix-example' },
      ]),
    );
    // One number however it is written (text, tel:, chat link), one address (text, mailto:, data attribute).
    expect(found.filter((f) => f.kind === 'phone')).toHaveLength(1);
    expect(found.filter((f) => f.kind === 'e-mail')).toHaveLength(1);
    // A field's placeholder hint ("you@example.com") is no content to replace.
    expect(found.map((f) => f.value)).not.toContain('you@example.com');
  });

  it('clears when the real values are in place', () => {
    expect(
      pagePlaceholders(
        page(`
          <a href="mailto:hello@ematix.in">hello@ematix.in</a> <a href="tel:+914272451234">+91 427 245 1234</a>
          <a href="https://wa.me/914272451234">Chat</a> <form action="https://formspree.io/f/abcd"></form>
          <a href="https://www.linkedin.com/company/ematix">LinkedIn</a> <p>For example, ₹90,000 or 1,90,000 a year.</p>`),
      ),
    ).toEqual([]);
  });

  it("leaves out the head, scripts and the site's own address, which follow SITE_URL", () => {
    const html = page(
      `<a href="https://www.ematix.example.com/contact">Contact</a>
       <a href="https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.ematix.example.com%2Fblog">Share</a>
       <a href="https://www.facebook.com/sharer/sharer.php?u=https://www.ematix.example.com/blog">Share</a>
       <script>const a = "hello@ematix.example.com";</script>`,
      '<link rel="canonical" href="https://www.ematix.example.com/"><meta property="og:image" content="https://www.ematix.example.com/a.png">',
    );
    expect(pagePlaceholders(html, { siteOrigin: 'https://www.ematix.example.com' }).map((f) => f.value)).toEqual([
      // The encoded own address is not the site's origin as written: a share link that hides it is still reported.
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.ematix.example.com%2Fblog',
    ]);
  });

  it('asks which placeholder picture each local picture or video shows (src, srcset, poster, CSS)', () => {
    const asked: string[] = [];
    const found = pagePlaceholders(
      page(`
        <picture><source srcset="/_astro/a.AbCdEf12_1x.avif 400w, /_astro/a.AbCdEf12_2x.avif 800w"><img src="/_astro/a.AbCdEf12.jpg" alt=""></picture>
        <video poster="/_astro/p.ZZZZZZZZ_q.webp"><source src="/media/hero.mp4" type="video/mp4"></video>
        <div style="background-image: url(/_astro/bg.12345678_x.webp)"></div>
        <img src="https://cdn.example.org/x.jpg" alt="">`),
      { picture: (url) => (asked.push(url), url.startsWith('/_astro/a.') ? 'src/assets/a.jpg' : undefined) },
    );
    expect(asked).toEqual(
      expect.arrayContaining([
        '/_astro/a.AbCdEf12_1x.avif',
        '/_astro/a.AbCdEf12.jpg',
        '/_astro/p.ZZZZZZZZ_q.webp',
        '/media/hero.mp4',
        '/_astro/bg.12345678_x.webp',
      ]),
    );
    expect(asked.some((url) => url.includes('cdn.example.org'))).toBe(false);
    expect(found.filter((f) => f.kind === 'picture')).toEqual([{ kind: 'picture', value: 'src/assets/a.jpg' }]);
  });
});

/** A small project copy and build under .tmp/: one placeholder picture, one real one, a content file naming both. */
function fixture() {
  mkdirSync(resolve('.tmp'), { recursive: true });
  const root = mkdtempSync(resolve('.tmp/go-live-'));
  const write = (file: string, data: string | Buffer) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), data);
  };
  const stand = Buffer.from('placeholder art bytes');
  write('src/assets/home/gallery.jpg', stand);
  write('src/assets/home/team.jpg', Buffer.from('a real photo'));
  recordPlaceholderArt(root, ['src/assets/home/gallery.jpg']);
  write(
    'src/content/home/gallery.yaml',
    'pictures:\n  - src: ../../assets/home/gallery.jpg\n  - src: ../../assets/home/team.jpg\n',
  );
  write('src/content/site/settings.yaml', 'site:\n  email: hello@ematix.example.com\n');
  // The build: Astro's copy of each original and a resized variant; every page has the footer's address.
  write('dist/_astro/gallery.Ab_Cd-12.jpg', stand);
  write('dist/_astro/team.Zy98Xw76.jpg', Buffer.from('a real photo'));
  const footer = '<footer><a href="mailto:hello@ematix.example.com">hello@ematix.example.com</a></footer>';
  const canonical = '<link rel="canonical" href="https://www.ematix.example.com/">';
  write('dist/index.html', page(`<img src="/_astro/gallery.Ab_Cd-12_Z1x.webp" alt="">${footer}`, canonical));
  write('dist/about/index.html', page(`<img src="/_astro/team.Zy98Xw76_Z1x.webp" alt="">${footer}`, canonical));
  return { root, dist: join(root, 'dist'), write, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** What an editor does: a real photo in place of the placeholder, same name; the next build copies it anew. */
function replacePicture(f: ReturnType<typeof fixture>) {
  const photo = Buffer.from('the real gallery photo');
  f.write('src/assets/home/gallery.jpg', photo);
  rmSync(join(f.dist, '_astro/gallery.Ab_Cd-12.jpg'));
  f.write('dist/_astro/gallery.Qq11Rr22.jpg', photo);
  f.write(
    'dist/index.html',
    readFileSync(join(f.dist, 'index.html'), 'utf8').replace('gallery.Ab_Cd-12_Z1x', 'gallery.Qq11Rr22_Z1x'),
  );
}

describe('placeholder pictures', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it('are recognised by the bytes the generator recorded, through the resized copies, and no longer once replaced', () => {
    const f = fixture();
    cleanup = f.cleanup;
    const art = placeholderArt(f.root);
    expect([...art.values()]).toEqual(['src/assets/home/gallery.jpg']);
    expect(art.get(sha256(readFileSync(join(f.root, 'src/assets/home/gallery.jpg'))))).toBe(
      'src/assets/home/gallery.jpg',
    );
    const picture = pictureResolver(f.dist, art);
    expect(picture('/_astro/gallery.Ab_Cd-12_Z1x.webp')).toBe('src/assets/home/gallery.jpg');
    expect(picture('/_astro/gallery.Ab_Cd-12.jpg')).toBe('src/assets/home/gallery.jpg');
    expect(picture('/_astro/team.Zy98Xw76_Z1x.webp')).toBeUndefined();
    replacePicture(f);
    expect(pictureResolver(f.dist, placeholderArt(f.root))('/_astro/gallery.Qq11Rr22_Z1x.webp')).toBeUndefined();
  });

  it('recording keeps the other entries', () => {
    const f = fixture();
    cleanup = f.cleanup;
    f.write('src/assets/home/logo.png', 'logo art');
    recordPlaceholderArt(f.root, ['src/assets/home/logo.png']);
    expect([...placeholderArt(f.root).values()].sort()).toEqual([
      'src/assets/home/gallery.jpg',
      'src/assets/home/logo.png',
    ]);
  });
});

describe('the report', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it('groups by page, lists what every page shows once, and names the file to change', () => {
    const f = fixture();
    cleanup = f.cleanup;
    const report = goLiveReport({ dist: f.dist, root: f.root, siteOrigin: 'https://www.ematix.example.com' });
    expect(report.shared).toEqual([
      {
        kind: 'e-mail',
        value: 'hello@ematix.example.com',
        files: ['src/content/site/settings.yaml'],
        pages: ['/', '/about'],
      },
    ]);
    expect(report.pages).toEqual([
      {
        path: '/',
        items: [{ kind: 'picture', value: 'src/assets/home/gallery.jpg', files: ['src/content/home/gallery.yaml'] }],
      },
    ]);
    const text = formatGoLiveReport(report);
    expect(text).toMatch(
      /^Every page .*\n {2}e-mail +hello@ematix\.example\.com +→ src\/content\/site\/settings\.yaml$/m,
    );
    expect(text).toMatch(/^\/\n {2}picture +src\/assets\/home\/gallery\.jpg +→ src\/content\/home\/gallery\.yaml$/m);
    expect(text).toContain('Replace a photo');
  });

  it('npm run go-live lists a placeholder picture on its page, and clears when the picture is replaced', () => {
    const f = fixture();
    cleanup = f.cleanup;
    const run = () =>
      execFileSync(process.execPath, [resolve('scripts/go-live.mjs'), '--root', f.root, '--dist', f.dist], {
        encoding: 'utf8',
      });
    const before = run();
    expect(before).toMatch(/^\/\n {2}picture +src\/assets\/home\/gallery\.jpg +→ src\/content\/home\/gallery\.yaml$/m);
    expect(before).toContain('email: hello@ematix.example.com');
    replacePicture(f);
    const after = run();
    expect(after).not.toContain('src/assets/home/gallery.jpg');
    f.write('src/content/site/settings.yaml', 'site:\n  email: hello@ematix.in\n');
    for (const file of ['index.html', 'about/index.html']) {
      f.write(
        `dist/${file}`,
        readFileSync(join(f.dist, file), 'utf8').replaceAll('hello@ematix.example.com', 'hello@ematix.in'),
      );
    }
    expect(run()).toMatch(/No placeholders on the 2 pages/);
  });
});

describe('the build', () => {
  let cleanup = () => {};
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  const build = async (f: ReturnType<typeof fixture>, site: string) => {
    const hooks = goLive().hooks as Record<string, (options: unknown) => unknown>;
    const logger = { info: vi.fn(), warn: vi.fn() };
    await hooks['astro:config:done']({ config: { root: pathToFileURL(`${f.root}/`), site } });
    await hooks['astro:build:done']({ dir: pathToFileURL(`${f.dist}/`), logger });
    return logger;
  };

  it('for a real address refuses while a page shows a placeholder, naming page and file; ALLOW_PLACEHOLDERS=1 warns', async () => {
    const f = fixture();
    cleanup = f.cleanup;
    vi.stubEnv('SITE_URL', 'https://www.ematix.in');
    vi.stubEnv('ALLOW_PLACEHOLDERS', '');
    await expect(build(f, 'https://www.ematix.in')).rejects.toThrow(
      /src\/assets\/home\/gallery\.jpg +→ src\/content\/home\/gallery\.yaml/,
    );
    vi.stubEnv('ALLOW_PLACEHOLDERS', '1');
    expect((await build(f, 'https://www.ematix.in')).warn).toHaveBeenCalledWith(
      expect.stringContaining('npm run go-live'),
    );
  });

  it('for the example address only says how many are left', async () => {
    const f = fixture();
    cleanup = f.cleanup;
    vi.stubEnv('SITE_URL', '');
    const logger = await build(f, 'https://www.ematix.example.com');
    expect(logger.info).toHaveBeenCalledWith(expect.stringMatching(/placeholders on the pages .*npm run go-live/));
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
