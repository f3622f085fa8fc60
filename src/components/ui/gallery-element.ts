/**
 * `<ematix-gallery>`: the behaviour of ui/Gallery.astro, scoped to its own element so several galleries can share
 * a page. Without JavaScript the gallery is a plain grid of every picture; this adds
 * - the 'Load Error' placeholder for a picture that fails to load (also one that failed before this ran), and
 * - with `data-rotate`, on small screens: one picture at a time, advancing every `data-interval` ms, with previous /
 *   next / pause buttons; it holds still while hovered or focused, off screen, in a hidden tab, and (until the
 *   visitor presses play) for visitors who prefer reduced motion.
 */
import { pictureStatus, rotates, wrapIndex, type RotationState } from '~/lib/gallery';

export class EmatixGallery extends HTMLElement {
  connectedCallback() {
    // `error` does not bubble: listen in the capture phase, and look for pictures that failed before this ran.
    this.addEventListener('error', (event) => event.target instanceof HTMLImageElement && this.showLoadError(event.target), true);
    for (const img of this.querySelectorAll('img')) if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) this.showLoadError(img);
    if (this.hasAttribute('data-rotate')) this.startRotation();
  }

  /** Replaces a picture that failed to load with a visible placeholder labelled 'Load Error'. */
  showLoadError(img: HTMLImageElement) {
    const target = img.closest('picture') ?? img;
    const box = document.createElement('div');
    box.dataset.loadError = '';
    box.className = 'flex aspect-[8/5] w-full items-center justify-center bg-ink-soft font-semibold text-ink-muted';
    box.textContent = 'Load Error';
    if (img.alt) {
      const name = document.createElement('span');
      name.className = 'sr-only';
      name.textContent = `: ${img.alt}`;
      box.append(name);
    }
    target.replaceWith(box);
  }

  startRotation() {
    const slides = [...this.querySelectorAll<HTMLElement>('[data-slide]')];
    const count = slides.length;
    if (count < 2) return;
    const interval = Number(this.dataset.interval) || 3000;
    const status = this.querySelector('[data-status]');
    const small = matchMedia('(max-width: 639px)');
    const why = { wide: !small.matches, offScreen: false, tabHidden: document.hidden };
    const state: RotationState = {
      paused: matchMedia('(prefers-reduced-motion: reduce)').matches,
      engaged: false,
      hidden: false,
    };
    let index = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const show = (next: number, announce: boolean) => {
      slides[index].removeAttribute('data-current');
      index = next;
      slides[index].setAttribute('data-current', '');
      if (announce && status) status.textContent = pictureStatus(index, count, slides[index].querySelector('figcaption')?.textContent?.trim());
    };
    const schedule = () => {
      clearTimeout(timer);
      this.toggleAttribute('data-paused', state.paused);
      if (rotates(state)) {
        timer = setTimeout(() => {
          show(wrapIndex(index, 1, count), false);
          schedule();
        }, interval);
      }
    };
    const update = (change: Partial<RotationState & typeof why>) => {
      for (const key of ['wide', 'offScreen', 'tabHidden'] as const) if (key in change) why[key] = change[key]!;
      if ('paused' in change) state.paused = change.paused!;
      if ('engaged' in change) state.engaged = change.engaged!;
      state.hidden = why.wide || why.offScreen || why.tabHidden;
      schedule();
    };
    const move = (step: number) => {
      show(wrapIndex(index, step, count), true);
      schedule();
    };

    show(0, false);
    this.setAttribute('data-rotating', '');
    this.querySelector('[data-prev]')?.addEventListener('click', () => move(-1));
    this.querySelector('[data-next]')?.addEventListener('click', () => move(1));
    this.querySelector('[data-pause]')?.addEventListener('click', () => update({ paused: !state.paused }));
    this.addEventListener('pointerenter', () => update({ engaged: true }));
    this.addEventListener('pointerleave', () => update({ engaged: this.contains(document.activeElement) }));
    this.addEventListener('focusin', () => update({ engaged: true }));
    this.addEventListener('focusout', (event) => !this.contains(event.relatedTarget as Node | null) && update({ engaged: false }));
    small.addEventListener('change', () => update({ wide: !small.matches }));
    document.addEventListener('visibilitychange', () => update({ tabHidden: document.hidden }));
    if ('IntersectionObserver' in window) {
      new IntersectionObserver(([entry]) => update({ offScreen: !entry.isIntersecting })).observe(this);
    }
    update({});
  }
}

if (!customElements.get('ematix-gallery')) customElements.define('ematix-gallery', EmatixGallery);
