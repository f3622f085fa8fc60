/**
 * The components of .mdx entries: the list editors are held to (src/lib/content/mdx-components.ts) matches the components
 * the pages pass to `<Content />`, video addresses are read in their usual forms, the MDX check reports each mistake
 * as one line with its fix and passes every example the guide shows, the remark plugin turns a component's picture
 * path into an import from the entry's folder, and a brochure gets the text without the tags.
 */
import { compile } from '@mdx-js/mdx';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { mdxComponents } from '~/components/mdx';
import Note from '~/components/mdx/Note.astro';
import ButtonLink from '~/components/mdx/ButtonLink.astro';
import Video from '~/components/mdx/Video.astro';
import { MDX_COMPONENTS, MDX_COMPONENT_NAMES, mdxAsMarkdown, videoLinks } from '~/lib/content/mdx-components';
import { checkMdx } from '~/content-model/check/mdx';
import mdxAssets from '../../src/integrations/mdx-assets.mjs';

const exists = () => undefined;
/** The check of a text whose first line is line 1 of the file; every picture exists. */
const check = (text: string) => checkMdx(text, 1, exists);

describe('the components of .mdx entries', () => {
  it('are the components the post and internship pages pass to <Content />, by the same names', () => {
    expect(Object.keys(mdxComponents).sort()).toEqual([...MDX_COMPONENT_NAMES].sort());
  });

  it('pass the content check in every example the guide shows', () => {
    for (const name of MDX_COMPONENT_NAMES) {
      const found = check(MDX_COMPONENTS[name].example);
      expect(found.problems, name).toEqual([]);
    }
  });
});

describe('videoLinks', () => {
  it('reads the usual forms of a YouTube address into its page and its no-cookie player', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=abcDEF12345',
      'https://youtube.com/watch?v=abcDEF12345&t=42s',
      'https://youtu.be/abcDEF12345',
      'https://www.youtube.com/shorts/abcDEF12345',
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
      'https://m.youtube.com/watch?v=abcDEF12345',
    ])
      expect(videoLinks(address), address).toEqual({
        host: 'YouTube',
        id: 'abcDEF12345',
        watchUrl: 'https://www.youtube.com/watch?v=abcDEF12345',
        embedUrl: 'https://www.youtube-nocookie.com/embed/abcDEF12345',
      });
  });

  it('reads a Vimeo address, and refuses what is not a video of either', () => {
    expect(videoLinks('https://vimeo.com/123456789')?.watchUrl).toBe('https://vimeo.com/123456789');
    expect(videoLinks('https://player.vimeo.com/video/123456789')?.embedUrl).toBe(
      'https://player.vimeo.com/video/123456789?dnt=1',
    );
    for (const address of [
      'http://www.youtube.com/watch?v=abcDEF12345',
      'https://www.youtube.com/@ematix',
      'https://example.com/watch?v=abcDEF12345',
      'https://vimeo.com/channels/staffpicks',
      'youtube.com/watch?v=abcDEF12345',
    ])
      expect(videoLinks(address), address).toBeUndefined();
  });
});

describe('the content check of an .mdx text', () => {
  it('names an unknown component and the one meant, on its line', () => {
    const { problems } = checkMdx('\nText.\n\n<Notes type="tip">Hi</Notes>\n', 10, exists);
    expect(problems).toEqual([
      expect.objectContaining({ line: 13, field: '(text)', what: '<Notes> is not a component of this site' }),
    ]);
    expect(problems[0]!.fix).toMatch(/^did you mean <Note>\?/);
  });

  it('leaves HTML elements alone, and checks attributes: unknown, missing, empty, choices, code', () => {
    expect(check('<abbr title="Printed circuit board">PCB</abbr> and <br />').problems).toEqual([]);
    const { problems } = check(
      [
        '<Figure src="../../assets/a.jpg" alt="" captoin="x" />',
        '<Note type="hint">Careful.</Note>',
        '<Video url={address} title="Demo" />',
        '<ButtonLink href="http://example.com/x">Go</ButtonLink>',
        '<ButtonLink href="/contact" />',
      ].join('\n\n'),
    );
    expect(problems.map((p) => [p.line, p.field, p.what])).toEqual([
      [1, 'Figure.alt', 'is empty'],
      [1, 'Figure.captoin', 'is not an attribute of <Figure>'],
      [3, 'Note.type', '"hint" is not one of the choices'],
      [5, 'Video.url', 'is code in { }, not text'],
      [7, 'ButtonLink.href', '"http://example.com/x" is not secure (http://)'],
      [9, 'ButtonLink.(text)', '<ButtonLink> holds no text'],
    ]);
    expect(problems[1]!.fix).toMatch(/did you mean caption=/);
    expect(problems[2]!.fix).toContain('Use one of: note, tip, warning');
  });

  it('asks the caller about each picture path and hands back links and gallery names to check across entries', () => {
    const asked: string[] = [];
    const found = checkMdx(
      '<Figure src="../x.jpg" alt="A" />\n\n<Video url="https://youtu.be/abcDEF12345" title="T" poster="./p.jpg" />\n\n<Gallery name="mou" />\n\n<ButtonLink href="/contact">Talk</ButtonLink>',
      1,
      (path) => {
        asked.push(path);
        return path === './p.jpg' ? { what: 'missing', fix: 'add it' } : undefined;
      },
    );
    expect(asked).toEqual(['../x.jpg', './p.jpg']);
    expect(found.problems).toEqual([{ line: 3, field: 'Video.poster', what: 'missing', fix: 'add it' }]);
    expect(found.galleries).toEqual([{ line: 5, field: 'Gallery.name', name: 'mou' }]);
    expect(found.links).toEqual([{ line: 7, field: 'ButtonLink.href', target: '/contact' }]);
    // For the go-live list (stand-in pictures, placeholder addresses): the valid pictures and addresses.
    expect(found.values.map((v) => [v.field, v.value])).toEqual([
      ['Figure.src', '../x.jpg'],
      ['Video.url', 'https://youtu.be/abcDEF12345'],
      ['ButtonLink.href', '/contact'],
    ]);
  });

  it('reports an MDX syntax mistake as one line with the file line and a fix, not a stack', () => {
    const cases: [string, number, RegExp, RegExp][] = [
      ['Intro.\n\n<Note type="tip">\nText.\n', 3, /<Note> is never closed/, /end it with <\/Note>/],
      ['Intro.\n\nThe fee is {about 500} rupees.\n', 3, /a "\{" in the text starts code/, /\\\{about 500\\\}/],
      ['Intro.\n\nA bare { brace.\n', 3, /a "\{" in the text starts code/, /write \\\{/],
      ['Intro.\n\nKeep it <40 C.\n', 3, /a "<" in the text starts a tag/, /"Keep it \\<40 C\."/],
      ['<Note>\nText.\n</Nope>\n', 3, /<\/Nope> closes a tag that is not open \(<Note> is\)/, /write <\/Note>/],
      ['<!-- a note -->\n', 1, /an HTML note/, /\{\/\* your note \*\/\}/],
    ];
    for (const [text, line, what, fix] of cases) {
      const { problems } = checkMdx(text, 20, exists);
      expect(problems, text).toHaveLength(1);
      expect(problems[0]!.line, text).toBe(19 + line);
      expect(problems[0]!.field).toBe('(text)');
      expect(problems[0]!.what, text).toMatch(what);
      expect(problems[0]!.fix, text).toMatch(fix);
      expect(`${problems[0]!.what} ${problems[0]!.fix}`).not.toMatch(/\n|\bat \w+ \(/);
    }
  });
});

describe('the remark plugin of .mdx entries (src/integrations/mdx-assets.mjs)', () => {
  const compiled = async (text: string) =>
    String(await compile(text, { remarkPlugins: [mdxAssets], jsx: true, outputFormat: 'program' }));

  it("imports a component's picture path from the entry's folder, once per file, and gives Gallery the page's galleries", async () => {
    const code = await compiled(
      '<Figure src="../../assets/blog/a.jpg" alt="A" />\n\n<Video url="https://youtu.be/abcDEF12345" title="T" poster="../../assets/blog/a.jpg" />\n\n<Gallery name="mou" />',
    );
    expect(code.match(/import __mdxPicture\d+ from "\.\.\/\.\.\/assets\/blog\/a\.jpg"/g)).toHaveLength(1);
    expect(code).toContain('src={__mdxPicture0}');
    expect(code).toContain('poster={__mdxPicture0}');
    expect(code).toContain('<Gallery name="mou" galleries={props.galleries} />');
  });

  it('leaves web addresses, other attributes and HTML elements as written', async () => {
    const code = await compiled(
      '<Figure src="https://example.com/a.jpg" alt="../a.jpg" />\n\n<img src="./a.png" alt="" />',
    );
    expect(code).not.toContain('import __mdxPicture');
    expect(code).toContain('alt="../a.jpg"');
  });
});

describe('the components as they render', () => {
  it('draws a note with its kind and title as its name, a button link, and a video as a link to its page', async () => {
    const container = await AstroContainer.create();
    const note = await container.renderToString(Note, {
      props: { type: 'warning', title: 'Mains voltage' },
      slots: { default: 'Switch off first.' },
    });
    expect(note).toMatch(/role="note" aria-label="Warning: Mains voltage"/);
    const button = await container.renderToString(ButtonLink, {
      props: { href: 'https://example.com/x' },
      slots: { default: 'Read more' },
    });
    expect(button).toMatch(/<a href="https:\/\/example\.com\/x"[^>]*target="_blank"/);
    expect(button).toContain('(opens in a new tab)');
    const video = await container.renderToString(Video, {
      props: { url: 'https://youtu.be/abcDEF12345', title: 'Demo day' },
    });
    expect(video).toContain('href="https://www.youtube.com/watch?v=abcDEF12345"');
    expect(video).toContain('Watch on YouTube: </span>Demo day');
    expect(video).not.toMatch(/<script|<iframe|youtube-nocookie/);
  });
});

describe('mdxAsMarkdown', () => {
  it('keeps the text a component wraps and drops the tags, notes and imports', () => {
    const text = [
      "import X from './x';",
      '',
      'Intro with a fee \\{about 500\\}.',
      '',
      '<Figure src="../a.jpg" alt="A" caption="C" />',
      '',
      '<Note type="tip" title="Before you start">',
      'Bring a **multimeter**.',
      '</Note>',
      '{/* an editor note */}',
      '<ButtonLink href="/contact">Talk to us</ButtonLink>',
    ].join('\n');
    expect(mdxAsMarkdown(text)).toBe('Intro with a fee {about 500}.\n\nBring a **multimeter**.\n\nTalk to us');
  });
});
