#!/usr/bin/env node
/**
 * Makes the home page's hero video and its poster: an animated circuit board (signals running along copper
 * traces towards a chip) drawn frame by frame with sharp and encoded with ffmpeg. Deterministic, like the other
 * placeholder art; the output is committed, so ffmpeg is only needed to remake it:
 *
 *   apt-get install -y ffmpeg && node scripts/make-hero-video.mjs
 *
 * Writes public/media/hero.mp4 (H.264, every browser), public/media/hero.webm (VP9, smaller) and
 * src/assets/placeholder/home/hero-poster.jpg (the first frame, which astro:assets serves as the LCP image).
 * All three are stand-ins: the poster lives under src/assets/placeholder/, and the go-live check counts the video as
 * one while the poster is (src/content-model/check/placeholders.ts).
 * The loop is seamless: every pulse travels a whole number of times round its trace per loop.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const SECONDS = 6;
const FRAMES = FPS * SECONDS;
const MAX_BYTES = 1024 * 1024;

/** Small deterministic random numbers (mulberry32), so the board is the same on every run. */
function random(seed) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = random(20250528);
const chip = { x: 640, y: 170, w: 200, h: 200 };

/** Orthogonal traces from the edges of the frame to the pins of the chip. */
const traces = Array.from({ length: 16 }, (_, i) => {
  const side = i % 4;
  const pin = Math.floor(i / 4);
  const points = [];
  if (side === 0) {
    const y = chip.y + 30 + pin * 45;
    points.push([0, 40 + rand() * 460], [200 + rand() * 250, null], [null, y], [chip.x, y]);
  } else if (side === 1) {
    const x = chip.x + 30 + pin * 45;
    points.push([80 + rand() * 800, HEIGHT], [null, 430 + rand() * 80], [x, null], [x, chip.y + chip.h]);
  } else if (side === 2) {
    const x = chip.x + 30 + pin * 45;
    points.push([300 + rand() * 500, 0], [null, 60 + rand() * 60], [x, null], [x, chip.y]);
  } else {
    const y = chip.y + 30 + pin * 45;
    points.push([WIDTH, 30 + rand() * 480], [880 + rand() * 50, null], [null, y], [chip.x + chip.w, y]);
  }
  // Fill in the coordinate each step keeps from the step before, so every segment is horizontal or vertical.
  for (let n = 1; n < points.length; n += 1) {
    points[n] = [points[n][0] ?? points[n - 1][0], points[n][1] ?? points[n - 1][1]];
  }
  return points;
});

const lengthOf = (pts) => pts.slice(1).reduce((sum, p, n) => sum + Math.hypot(p[0] - pts[n][0], p[1] - pts[n][1]), 0);

/** The point a fraction `f` of the way along a trace. */
function along(pts, f) {
  let left = f * lengthOf(pts);
  for (let n = 1; n < pts.length; n += 1) {
    const [x0, y0] = pts[n - 1];
    const [x1, y1] = pts[n];
    const seg = Math.hypot(x1 - x0, y1 - y0);
    if (left <= seg) return [x0 + ((x1 - x0) * left) / seg, y0 + ((y1 - y0) * left) / seg];
    left -= seg;
  }
  return pts[pts.length - 1];
}

const pulses = traces.map((_, i) => ({ trace: i, phase: rand(), laps: 1 + (i % 2) }));

const board = traces
  .map(
    (pts) =>
      `<polyline points="${pts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="#3b5bc4" stroke-width="3" opacity="0.55"/>`,
  )
  .join('');
const pads = traces
  .map((pts) => `<circle cx="${pts[0][0]}" cy="${pts[0][1]}" r="7" fill="none" stroke="#5b7be0" stroke-width="3"/>`)
  .join('');
const pins = Array.from({ length: 4 }, (_, n) => {
  const o = 30 + n * 45;
  return [
    `<rect x="${chip.x - 14}" y="${chip.y + o - 5}" width="14" height="10" fill="#8aa4f0"/>`,
    `<rect x="${chip.x + chip.w}" y="${chip.y + o - 5}" width="14" height="10" fill="#8aa4f0"/>`,
    `<rect x="${chip.x + o - 5}" y="${chip.y - 14}" width="10" height="14" fill="#8aa4f0"/>`,
    `<rect x="${chip.x + o - 5}" y="${chip.y + chip.h}" width="10" height="14" fill="#8aa4f0"/>`,
  ].join('');
}).join('');

function frameSvg(frame) {
  const t = frame / FRAMES;
  const glow = 0.55 + 0.25 * Math.sin(t * Math.PI * 2);
  const dots = pulses
    .map(({ trace, phase, laps }) => {
      const [x, y] = along(traces[trace], (phase + t * laps) % 1);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="12" fill="#ffb23d" opacity="0.25"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="5" fill="#ffd27d"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#081129"/><stop offset="0.55" stop-color="#0f1f52"/><stop offset="1" stop-color="#173a9e"/></linearGradient>
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffb23d" stop-opacity="${(glow * 0.5).toFixed(3)}"/><stop offset="1" stop-color="#ffb23d" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  ${board}${pads}
  <circle cx="${chip.x + chip.w / 2}" cy="${chip.y + chip.h / 2}" r="190" fill="url(#halo)"/>
  ${pins}
  <rect x="${chip.x}" y="${chip.y}" width="${chip.w}" height="${chip.h}" rx="18" fill="#0b1638" stroke="#8aa4f0" stroke-width="4"/>
  <rect x="${chip.x + 50}" y="${chip.y + 50}" width="100" height="100" rx="14" fill="#ffb23d" opacity="${glow.toFixed(3)}"/>
  <path transform="translate(${chip.x + 50} ${chip.y + 50}) scale(${100 / 28})" d="M8 7h12v3h-8.5v2h7v3h-7v2H20v3H8z" fill="#0b1638"/>
  ${dots}
</svg>`;
}

const work = mkdtempSync(join(tmpdir(), 'hero-frames-'));
try {
  for (let frame = 0; frame < FRAMES; frame += 1) {
    await sharp(Buffer.from(frameSvg(frame)))
      .png({ compressionLevel: 1 })
      .toFile(join(work, `f${String(frame).padStart(4, '0')}.png`));
  }
  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(work, 'f%04d.png')];
  const mp4 = join(root, 'public/media/hero.mp4');
  const webm = join(root, 'public/media/hero.webm');
  execFileSync(
    'ffmpeg',
    [
      ...input,
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'main',
      '-movflags',
      '+faststart',
      '-an',
      mp4,
    ],
    { stdio: 'inherit' },
  );
  execFileSync(
    'ffmpeg',
    [...input, '-c:v', 'libvpx-vp9', '-crf', '42', '-b:v', '0', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an', webm],
    { stdio: 'inherit' },
  );
  // The poster is the first frame, so the switch from picture to video does not jump.
  const poster = join(root, 'src/assets/placeholder/home/hero-poster.jpg');
  await sharp(Buffer.from(frameSvg(0)))
    .resize(1280, 720)
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(poster);
  for (const file of [mp4, webm, poster]) {
    const size = statSync(file).size;
    console.log(`${file.slice(root.length + 1)}: ${(size / 1024).toFixed(0)} KB`);
    if (file !== poster && size > MAX_BYTES) throw new Error(`${file} is over 1 MB: raise the crf or shorten the loop`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
