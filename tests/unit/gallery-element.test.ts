// @vitest-environment happy-dom
/** The Gallery's custom element ('Load Error' placeholder) and its small-screen rotation, in a simulated page. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// happy-dom loads no images: an image counts as finished (and broken) only when a test marks it data-broken.
Object.defineProperty(HTMLImageElement.prototype, 'complete', {
  get() {
    return this.hasAttribute('data-broken');
  },
});
Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { get: () => 0 });

let small = true;
let reducedMotion = false;
beforeEach(() => {
  vi.useFakeTimers();
  small = true;
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduced-motion') ? reducedMotion : small,
    addEventListener: () => {},
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const inner = (count: number) => `
    <ul>${Array.from({ length: count }, (_, i) => `<li data-slide><figure><picture><img alt="Photo ${i + 1}" src="/p${i}.jpg"></picture><figcaption>Caption ${i + 1}</figcaption></figure></li>`).join('')}</ul>
    <div data-controls><button data-prev></button><button data-pause></button><button data-next></button><p data-status></p></div>`;

/**
 * Puts a gallery in the page the way the browser does: the element is defined, then connected with its content.
 * With `rotate`, the rotation module (which the element loads on demand in the browser) is started on it directly.
 */
async function mount(rotate: boolean, count = 3, edit = (markup: string) => markup) {
  await import('../../src/components/ui/gallery-element');
  const gallery = document.createElement('ematix-gallery');
  gallery.innerHTML = edit(inner(count));
  document.body.append(gallery);
  if (rotate) {
    gallery.setAttribute('data-interval', '3000');
    const { startRotation } = await import('../../src/components/ui/gallery-rotation');
    startRotation(gallery);
  }
  return gallery;
}

const current = (gallery: HTMLElement) =>
  [...gallery.querySelectorAll('[data-slide]')].findIndex((li) => li.hasAttribute('data-current'));

describe('load errors', () => {
  it('replaces a picture whose image fails with a visible "Load Error" placeholder that keeps the alt text', async () => {
    const gallery = await mount(false);
    const img = gallery.querySelector('img')!;
    img.dispatchEvent(new Event('error'));
    const placeholder = gallery.querySelector('[data-load-error]')!;
    expect(placeholder.textContent).toBe('Load Error: Photo 1');
    expect(gallery.querySelectorAll('picture')).toHaveLength(2);
    expect(gallery.querySelector('[data-load-error] .sr-only')?.textContent).toBe(': Photo 1');
  });
  it('also replaces a picture that failed before the script ran', async () => {
    const gallery = await mount(false, 3, (markup) =>
      markup.replace('<img alt="Photo 2"', '<img data-broken alt="Photo 2"'),
    );
    const placeholders = gallery.querySelectorAll('[data-load-error]');
    expect(placeholders).toHaveLength(1);
    expect(placeholders[0].textContent).toBe('Load Error: Photo 2');
  });
});

describe('rotation on small screens', () => {
  it('shows one picture, advances every interval and wraps to the first', async () => {
    const gallery = await mount(true);
    expect(gallery.hasAttribute('data-rotating')).toBe(true);
    expect(current(gallery)).toBe(0);
    vi.advanceTimersByTime(3000);
    expect(current(gallery)).toBe(1);
    vi.advanceTimersByTime(6000);
    expect(current(gallery)).toBe(0);
  });
  it('moves with previous and next, wrapping, and says where it is', async () => {
    const gallery = await mount(true);
    (gallery.querySelector('[data-prev]') as HTMLElement).click();
    expect(current(gallery)).toBe(2);
    expect(gallery.querySelector('[data-status]')?.textContent).toBe('Picture 3 of 3: Caption 3');
    (gallery.querySelector('[data-next]') as HTMLElement).click();
    expect(current(gallery)).toBe(0);
  });
  it('stops with pause and starts again with play', async () => {
    const gallery = await mount(true);
    (gallery.querySelector('[data-pause]') as HTMLElement).click();
    expect(gallery.hasAttribute('data-paused')).toBe(true);
    vi.advanceTimersByTime(9000);
    expect(current(gallery)).toBe(0);
    (gallery.querySelector('[data-pause]') as HTMLElement).click();
    vi.advanceTimersByTime(3000);
    expect(current(gallery)).toBe(1);
  });
  it('holds still for visitors who prefer reduced motion until they press play', async () => {
    reducedMotion = true;
    const gallery = await mount(true);
    expect(gallery.hasAttribute('data-paused')).toBe(true);
    vi.advanceTimersByTime(9000);
    expect(current(gallery)).toBe(0);
  });
  it('does not move on wide screens, where the grid shows every picture', async () => {
    small = false;
    const gallery = await mount(true);
    vi.advanceTimersByTime(9000);
    expect(current(gallery)).toBe(0);
  });
});
