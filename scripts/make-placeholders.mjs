#!/usr/bin/env node
/**
 * Makes the site's placeholder art with sharp: gradient "photographs" with a caption, company logos, avatars and
 * the brand icons. Deterministic: the same spec always gives the same picture (colours and shapes come from a hash
 * of the file name). The output is committed; editors replace images file by file with real ones.
 *
 *   npm run images            # make missing images
 *   npm run images -- --force # remake them all (only stand-ins and brand files: real photos live elsewhere)
 *
 * What to make is listed in scripts/placeholder-specs/*.mjs, one file per area of the site, each exporting
 * `default` as an array of specs: { file, kind, width, height, title, subtitle? }.
 * kind: "photo" | "logo" | "avatar" | "icon" | "favicon" | "og" | "ico"
 *
 * Photos, logos and avatars are stand-ins: they go under src/assets/placeholder/<area>/ (a spec's "src/assets/home/x.jpg"
 * is written to src/assets/placeholder/home/x.jpg), where the go-live check (`npm run go-live`,
 * src/content-model/check/placeholders.ts) finds them by their folder. A real photo goes under src/assets/<area>/, so
 * this script never draws over one. The brand kinds (icons, favicon, social card) draw the company's mark: not
 * placeholders, written where the spec says.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

const palettes = [
  ['#0b1638', '#1d45c2', '#ffb23d'],
  ['#12245c', '#0e7490', '#a5f3fc'],
  ['#1e1b4b', '#6d28d9', '#f0abfc'],
  ['#052e16', '#15803d', '#bbf7d0'],
  ['#3b0764', '#be185d', '#fbcfe8'],
  ['#172554', '#0369a1', '#fde68a'],
  ['#0c0a09', '#b45309', '#fed7aa'],
  ['#022c22', '#0f766e', '#99f6e4'],
];

/** A small deterministic random generator seeded from text. */
function seeded(text) {
  const digest = createHash('sha256').update(text).digest();
  let i = 0;
  return () => {
    const value = digest.readUInt32BE(i % 28) / 0xffffffff;
    i += 4;
    if (i >= 28) digest.set(createHash('sha256').update(digest).digest());
    return value;
  };
}

const escapeXml = (s) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);
const font = 'DejaVu Sans, Noto Sans, Arial, sans-serif';

function circuit(rand, width, height, colour, count) {
  let out = '';
  for (let n = 0; n < count; n += 1) {
    let x = Math.round(rand() * width);
    let y = Math.round(rand() * height);
    let d = `M${x} ${y}`;
    for (let s = 0; s < 4; s += 1) {
      if (s % 2 === 0) x += Math.round((rand() - 0.5) * width * 0.4);
      else y += Math.round((rand() - 0.5) * height * 0.4);
      d += ` L${x} ${y}`;
    }
    out += `<path d="${d}" stroke="${colour}" stroke-width="${Math.max(2, width / 300)}" fill="none" opacity="0.35"/>`;
    out += `<circle cx="${x}" cy="${y}" r="${Math.max(4, width / 120)}" fill="${colour}" opacity="0.6"/>`;
  }
  return out;
}

function photoSvg({ width, height, title, subtitle }, rand) {
  const [dark, mid, light] = palettes[Math.floor(rand() * palettes.length)];
  const angle = Math.round(rand() * 360);
  const blobs = Array.from({ length: 5 }, () => {
    const r = (0.15 + rand() * 0.35) * Math.max(width, height);
    return `<circle cx="${rand() * width}" cy="${rand() * height}" r="${r}" fill="${rand() > 0.5 ? mid : light}" opacity="${0.12 + rand() * 0.25}"/>`;
  }).join('');
  const size = Math.round(Math.min(width / 14, height / 6));
  // A long title or subtitle gets a smaller font so that it fits between the margins (DejaVu is about 0.66 em a
  // letter in bold and 0.6 em in regular).
  const fit = (text, max, em) => Math.min(max, Math.floor((width - size * 2) / (text.length * em)));
  const titleSize = title ? fit(title, size, 0.66) : size;
  const subtitleSize = subtitle ? fit(subtitle, Math.round(size * 0.6), 0.6) : 0;
  // Pictures a little taller than 8:5 (4:3, 3:2) are shown cropped to 8:5 in cards and galleries: keep the caption
  // band inside that crop.
  const ratio = width / height;
  const bottom = height - (ratio >= 1.25 && ratio < 1.6 ? Math.round((height - (width * 5) / 8) / 2) : 0);
  const caption = title
    ? `<rect x="0" y="${bottom - size * 3.2}" width="${width}" height="${size * 3.2}" fill="${dark}" opacity="0.55"/>
       <text x="${size}" y="${bottom - size * (subtitle ? 1.9 : 1.2)}" font-family="${font}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
       ${subtitle ? `<text x="${size}" y="${bottom - size * 0.8}" font-family="${font}" font-size="${subtitleSize}" fill="${light}">${escapeXml(subtitle)}</text>` : ''}`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${blobs}${circuit(rand, width, height, light, 7)}${caption}</svg>`;
}

function logoSvg({ width, height, title, subtitle }, rand) {
  const [dark, mid] = palettes[Math.floor(rand() * palettes.length)];
  const size = Math.round(height * 0.3);
  const mark = Math.round(height * 0.5);
  const shape =
    rand() > 0.5
      ? `<circle cx="${height * 0.45}" cy="${height / 2}" r="${mark / 2}" fill="${mid}"/>`
      : `<rect x="${height * 0.2}" y="${(height - mark) / 2}" width="${mark}" height="${mark}" rx="${mark / 5}" fill="${mid}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>${shape}
    <text x="${height * 0.85}" y="${height / 2 + size * (subtitle ? 0.05 : 0.35)}" font-family="${font}" font-size="${size}" font-weight="800" fill="${dark}">${escapeXml(title)}</text>
    ${subtitle ? `<text x="${height * 0.85}" y="${height / 2 + size * 0.95}" font-family="${font}" font-size="${Math.round(size * 0.5)}" fill="#4a5468">${escapeXml(subtitle)}</text>` : ''}</svg>`;
}

function avatarSvg({ width, height, title }, rand) {
  const [dark, mid, light] = palettes[Math.floor(rand() * palettes.length)];
  const initials = title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height * 0.42}" r="${width * 0.2}" fill="${light}" opacity="0.35"/>
    <ellipse cx="${width / 2}" cy="${height * 1.02}" rx="${width * 0.38}" ry="${height * 0.32}" fill="${light}" opacity="0.35"/>
    <text x="50%" y="${height * 0.5}" text-anchor="middle" font-family="${font}" font-size="${width * 0.22}" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text></svg>`;
}

function brandMarkSvg({ width, height }, { padded = false } = {}) {
  const p = padded ? width * 0.12 : 0;
  const s = width - 2 * p;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="100%" height="100%" fill="${padded ? '#ffffff' : 'none'}"/>
    <rect x="${p}" y="${p}" width="${s}" height="${s}" rx="${s * 0.22}" fill="#19379c"/>
    <path transform="translate(${p} ${p}) scale(${s / 28})" d="M8 7h12v3h-8.5v2h7v3h-7v2H20v3H8z" fill="#ffffff"/></svg>`;
}

function ogSvg({ width, height, title, subtitle }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1638"/><stop offset="1" stop-color="#1d45c2"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circuit(seeded(title), width, height, '#ffb23d', 9)}
    <g transform="translate(80 200)"><rect width="120" height="120" rx="26" fill="#ffb23d"/><path transform="scale(${120 / 28})" d="M8 7h12v3h-8.5v2h7v3h-7v2H20v3H8z" fill="#0b1638"/></g>
    <text x="240" y="295" font-family="${font}" font-size="104" font-weight="800" fill="#ffffff">${escapeXml(title)}</text>
    <text x="80" y="430" font-family="${font}" font-size="38" fill="#d9e6ff">${escapeXml(subtitle ?? '')}</text></svg>`;
}

/** A .ico file holding one PNG image (browsers and Windows accept PNG inside ICO). */
async function writeIco(spec, out) {
  const png = await sharp(Buffer.from(brandMarkSvg(spec)))
    .resize(spec.width, spec.height)
    .png()
    .toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(spec.width % 256, 6);
  header.writeUInt8(spec.height % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  const { writeFileSync } = await import('node:fs');
  writeFileSync(out, Buffer.concat([header, png]));
}

const STAND_IN = ['photo', 'logo', 'avatar'];
/** Where a spec's picture goes: stand-ins under src/assets/placeholder/, the brand's files as written. */
const target = (spec) =>
  STAND_IN.includes(spec.kind) && !spec.file.startsWith('src/assets/placeholder/')
    ? spec.file.replace(/^src\/assets\//, 'src/assets/placeholder/')
    : spec.file;

async function render(spec) {
  const out = join(root, target(spec));
  if (existsSync(out) && !force) return false;
  mkdirSync(dirname(out), { recursive: true });
  if (spec.kind === 'ico') {
    await writeIco(spec, out);
    return true;
  }
  const rand = seeded(spec.file);
  const svg = {
    photo: () => photoSvg(spec, rand),
    logo: () => logoSvg(spec, rand),
    avatar: () => avatarSvg(spec, rand),
    icon: () => brandMarkSvg(spec, { padded: true }),
    favicon: () => brandMarkSvg(spec),
    og: () => ogSvg(spec),
  }[spec.kind];
  if (!svg) throw new Error(`${spec.file}: unknown kind "${spec.kind}"`);
  let image = sharp(Buffer.from(svg()));
  if (out.endsWith('.jpg')) image = image.jpeg({ quality: 82, mozjpeg: true });
  else if (out.endsWith('.png')) image = image.png({ compressionLevel: 9, palette: spec.kind !== 'photo' });
  else if (out.endsWith('.webp')) image = image.webp({ quality: 80 });
  else if (out.endsWith('.svg')) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(out, svg());
    return true;
  }
  await image.toFile(out);
  return true;
}

const specDir = join(root, 'scripts/placeholder-specs');
const specs = [];
for (const name of readdirSync(specDir)
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  const mod = await import(pathToFileURL(join(specDir, name)).href);
  specs.push(...mod.default);
}
let made = 0;
for (const spec of specs) if (await render(spec)) made += 1;
console.log(`placeholders: ${made} made, ${specs.length - made} already there (${specs.length} in the specs)`);
