/**
 * The components an editor may use in an `.mdx` post or internship without importing anything: their names, what
 * each attribute takes, and an example. One list read by the content check (each `<Name …>` of an .mdx file is
 * checked against it) and by the guide's examples; src/components/mdx/index.ts maps the same names to components
 * (tests/unit/mdx-components.test.ts keeps the two in step).
 */

/** What an attribute's value must be: text, a picture path, a YouTube/Vimeo address, a link, a gallery id, a choice. */
type MdxAttributeKind = 'text' | 'picture' | 'video' | 'link' | 'gallery' | 'choice';

export interface MdxAttribute {
  kind: MdxAttributeKind;
  required?: boolean;
  /** The values a `choice` takes, the first being the default. */
  choices?: readonly string[];
  /** An example value, for the fix of a missing or wrong one. */
  example: string;
}

export interface MdxComponent {
  attributes: Record<string, MdxAttribute>;
  /** Whether it wraps text (`<Note>text</Note>`), which is then required; otherwise it closes itself (`<Figure … />`). */
  wraps: boolean;
  /** A complete example to copy. */
  example: string;
}

const NOTE_TYPES = ['note', 'tip', 'warning'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

export const MDX_COMPONENTS = {
  Figure: {
    attributes: {
      src: { kind: 'picture', required: true, example: '../../assets/blog/photo.jpg' },
      alt: { kind: 'text', required: true, example: 'What the picture shows' },
      caption: { kind: 'text', example: 'The caption under the picture' },
    },
    wraps: false,
    example:
      '<Figure src="../../assets/blog/photo.jpg" alt="What the picture shows" caption="The caption under the picture" />',
  },
  Video: {
    attributes: {
      url: { kind: 'video', required: true, example: 'https://www.youtube.com/watch?v=VIDEO_ID' },
      title: { kind: 'text', required: true, example: 'What the video is' },
      poster: { kind: 'picture', example: '../../assets/blog/photo.jpg' },
    },
    wraps: false,
    example:
      '<Video url="https://www.youtube.com/watch?v=VIDEO_ID" title="What the video is" poster="../../assets/blog/photo.jpg" />',
  },
  Note: {
    attributes: {
      type: { kind: 'choice', choices: NOTE_TYPES, example: 'tip' },
      title: { kind: 'text', example: 'Before you start' },
    },
    wraps: true,
    example: '<Note type="tip">\nText of the note; **Markdown** works here.\n</Note>',
  },
  ButtonLink: {
    attributes: { href: { kind: 'link', required: true, example: '/contact' } },
    wraps: true,
    example: '<ButtonLink href="/contact">Talk to us</ButtonLink>',
  },
  Gallery: {
    attributes: { name: { kind: 'gallery', required: true, example: 'internships' } },
    wraps: false,
    example: '<Gallery name="internships" />',
  },
} as const satisfies Record<string, MdxComponent>;

export type MdxComponentName = keyof typeof MDX_COMPONENTS;
export const MDX_COMPONENT_NAMES = Object.keys(MDX_COMPONENTS) as MdxComponentName[];

export const isMdxComponent = (name: string): name is MdxComponentName => Object.hasOwn(MDX_COMPONENTS, name);

/** A video's own page and where it comes from, read from the address an editor pastes. */
export interface VideoLinks {
  host: 'YouTube' | 'Vimeo';
  id: string;
  /** The video's page, where the poster's link leads. */
  watchUrl: string;
  /** The privacy-friendly player address (youtube-nocookie, Vimeo with do-not-track). */
  embedUrl: string;
}

/**
 * The links of a YouTube or Vimeo address in any of its usual forms (watch?v=, youtu.be/, /shorts/, /embed/,
 * youtube-nocookie, vimeo.com/123, player.vimeo.com/video/123); undefined for anything else.
 */
export function videoLinks(address: string): VideoLinks | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const youtube = (id: string | null | undefined) =>
    id && /^[\w-]{6,}$/.test(id)
      ? {
          host: 'YouTube' as const,
          id,
          watchUrl: `https://www.youtube.com/watch?v=${id}`,
          embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
        }
      : undefined;
  if (host === 'youtu.be') return youtube(url.pathname.split('/')[1]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') return youtube(url.searchParams.get('v'));
    const [, kind, id] = url.pathname.split('/');
    return ['embed', 'shorts', 'live'].includes(kind ?? '') ? youtube(id) : undefined;
  }
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)\/?$/ : host === 'player.vimeo.com' ? /^\/video\/(\d+)\/?$/ : undefined;
  const id = vimeo?.exec(url.pathname)?.[1];
  return id
    ? { host: 'Vimeo', id, watchUrl: `https://vimeo.com/${id}`, embedUrl: `https://player.vimeo.com/video/${id}?dnt=1` }
    : undefined;
}

/**
 * The text of an .mdx entry as plain Markdown, for what shows the text without its components (an internship's
 * brochure): imports, exports and {/* notes *\/} dropped, a component's tags dropped with the text it wraps kept
 * (`<Note>Text</Note>` → "Text"; `<Figure … />` → nothing), and `\{` `\<` written as the characters.
 */
export function mdxAsMarkdown(text: string): string {
  const attributes = `(?:[^>"'{]|"[^"]*"|'[^']*'|\\{[^}]*\\})*`;
  return text
    .replace(/^[ \t]*(?:import|export)\s.*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(new RegExp(`<[A-Z][\\w.]*\\b${attributes}/>`, 'g'), '')
    .replace(new RegExp(`</?[A-Z][\\w.]*\\b${attributes}>`, 'g'), '')
    .replace(/\\([{}<>])/g, '$1')
    .replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, '\n\n')
    .trim();
}
