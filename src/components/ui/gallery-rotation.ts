/**
 * The small-screen rotation of a Gallery with `rotate`: one picture at a time, advancing every `data-interval`
 * ms, with previous / next / pause buttons. It holds still while hovered or focused, off screen, in a hidden tab,
 * on wide screens, and (until the visitor presses play) for visitors who prefer reduced motion. Loaded on demand
 * by gallery-element.ts.
 */
import { pictureStatus, rotates, wrapIndex } from '~/lib/widgets/gallery-rotation';

export function startRotation(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const count = slides.length;
  if (count < 2) return;
  const status = root.querySelector('[data-status]');
  const small = matchMedia('(max-width: 639px)');
  // Every reason to hold still; it rotates while none holds (src/lib/widgets/gallery-rotation.ts).
  const hold = {
    paused: matchMedia('(prefers-reduced-motion: reduce)').matches,
    engaged: false,
    wide: !small.matches,
    offScreen: false,
    tabHidden: document.hidden,
  };
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const update = (change: Partial<typeof hold>) => {
    Object.assign(hold, change);
    clearTimeout(timer);
    root.toggleAttribute('data-paused', hold.paused);
    if (rotates(hold)) timer = setTimeout(() => go(1), Number(root.dataset.interval) || 3000);
  };
  /** Moves `step` pictures on (wrapping round); a visitor's own move is announced. */
  const go = (step: number, announce?: boolean) => {
    slides[index].removeAttribute('data-current');
    index = wrapIndex(index, step, count);
    slides[index].setAttribute('data-current', '');
    if (announce && status)
      status.textContent = pictureStatus(index, count, slides[index].querySelector('figcaption')?.textContent?.trim());
    update({});
  };

  root.setAttribute('data-rotating', '');
  root.querySelector('[data-prev]')?.addEventListener('click', () => go(-1, true));
  root.querySelector('[data-next]')?.addEventListener('click', () => go(1, true));
  root.querySelector('[data-pause]')?.addEventListener('click', () => update({ paused: !hold.paused }));
  root.addEventListener('pointerenter', () => update({ engaged: true }));
  root.addEventListener('pointerleave', () => update({ engaged: root.contains(document.activeElement) }));
  root.addEventListener('focusin', () => update({ engaged: true }));
  root.addEventListener(
    'focusout',
    (event) => !root.contains(event.relatedTarget as Node | null) && update({ engaged: false }),
  );
  small.addEventListener('change', () => update({ wide: !small.matches }));
  document.addEventListener('visibilitychange', () => update({ tabHidden: document.hidden }));
  if ('IntersectionObserver' in window)
    new IntersectionObserver(([entry]) => update({ offScreen: !entry.isIntersecting })).observe(root);
  go(0);
}
