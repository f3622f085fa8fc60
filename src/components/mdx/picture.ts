import type { ImageMetadata } from 'astro';

/**
 * A component's picture attribute as src/integrations/mdx-assets.mjs hands it over: the picture's metadata. A path
 * still written as text (not relative to the entry, e.g. "/src/assets/…") stops the build with what to write.
 */
export function pictureOf(component: string, attribute: string, value: ImageMetadata | string): ImageMetadata {
  if (typeof value === 'object' && value && 'src' in value) return value;
  throw new Error(
    `<${component} ${attribute}="${String(value)}">: write the picture's path relative to this file, e.g. ${attribute}="../../assets/blog/photo.jpg"`,
  );
}
