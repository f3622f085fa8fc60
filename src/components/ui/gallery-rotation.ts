/**
 * The small-screen rotation of a Gallery with `data-rotate`: one picture at a time, advancing every `data-interval`
 * ms, with previous / next / pause buttons. It holds still while hovered or focused, off screen, in a hidden tab,
 * on wide screens, and (until the visitor presses play) for visitors who prefer reduced motion. Loaded on demand
 * by gallery-element.ts.
 */
import { pictureStatus, rotates, wrapIndex, type RotationState } from '~/lib/gallery';

export function startRotation(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const count = slides.length;
  if (count < 2) return;
  const interval = Number(root.dataset.interval) || 3000;
  const status = root.querySelector('[data-status]');
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
    root.toggleAttribute('data-paused', state.paused);
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
  root.setAttribute('data-rotating', '');
  root.querySelector('[data-prev]')?.addEventListener('click', () => move(-1));
  root.querySelector('[data-next]')?.addEventListener('click', () => move(1));
  root.querySelector('[data-pause]')?.addEventListener('click', () => update({ paused: !state.paused }));
  root.addEventListener('pointerenter', () => update({ engaged: true }));
  root.addEventListener('pointerleave', () => update({ engaged: root.contains(document.activeElement) }));
  root.addEventListener('focusin', () => update({ engaged: true }));
  root.addEventListener('focusout', (event) => !root.contains(event.relatedTarget as Node | null) && update({ engaged: false }));
  small.addEventListener('change', () => update({ wide: !small.matches }));
  document.addEventListener('visibilitychange', () => update({ tabHidden: document.hidden }));
  if ('IntersectionObserver' in window) {
    new IntersectionObserver(([entry]) => update({ offScreen: !entry.isIntersecting })).observe(root);
  }
  update({});
}
