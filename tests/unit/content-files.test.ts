/**
 * Checks on the raw content files that the schemas cannot make: every image a content file refers to exists
 * (Astro only notices a missing image during the build, and then points into node_modules instead of at the file).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const contentRoot = resolve('src/content');
const CONTENT_FILE = /\.(ya?ml|md|mdx|json)$/;
const IMAGE_REFERENCE = /(?:^|[\s"'(:])(\.{1,2}\/[^\s"')]+\.(?:jpe?g|png|webp|avif|svg|gif))/gim;

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? contentFiles(full) : CONTENT_FILE.test(name) ? [full] : [];
  });
}

/** The image paths a content file refers to, relative to that file, that do not exist. */
export function missingImages(file: string, text: string): string[] {
  return [...text.matchAll(IMAGE_REFERENCE)].map((m) => m[1]).filter((ref) => !existsSync(resolve(dirname(file), ref)));
}

describe('content files', () => {
  it('refer only to images that exist', () => {
    const problems = contentFiles(contentRoot).flatMap((file) =>
      missingImages(file, readFileSync(file, 'utf8')).map(
        (ref) => `${relative(process.cwd(), file)}: image "${ref}" does not exist`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('the check notices a missing image (so it can fail)', () => {
    const file = join(contentRoot, 'site', 'example.yaml');
    expect(missingImages(file, 'image: ../../assets/brand/og-default.png\nphoto: "./no-such-photo.jpg"')).toEqual([
      './no-such-photo.jpg',
    ]);
  });
});
