/**
 * The components an .mdx post or internship uses without importing anything, by the names editors write
 * (src/lib/content/mdx-components.ts lists what each takes; the content check holds editors to it). The post and
 * internship pages pass this map to `<Content components={mdxComponents} />`.
 */
import ButtonLink from './ButtonLink.astro';
import Figure from './Figure.astro';
import Gallery from './Gallery.astro';
import Note from './Note.astro';
import Video from './Video.astro';

export const mdxComponents = { Figure, Video, Note, ButtonLink, Gallery };
