/**
 * Logic of the shared Carousel island: slide labels, how many slides show at each screen width, which slides are
 * on screen, and the autoplay timer with everything that pauses it. Kept out of the island so it is unit-tested.
 */

/** Slides visible at once: always `base`, and optionally more from the sm (640 px), md (768 px) or lg (1024 px) width. */
export interface PerView {
  base: number;
  sm?: number;
  md?: number;
  lg?: number;
}

const minWidths = { sm: 640, md: 768, lg: 1024 } as const;

/** The accessible name of a slide: "2 of 5". */
export function slideLabel(index: number, total: number): string {
  return `${index + 1} of ${total}`;
}

/** keen-slider options for the slides per view: the base count plus a media-query breakpoint per larger width. */
export function keenSlidesOptions(perView: PerView) {
  const breakpoints: Record<string, { slides: { perView: number } }> = {};
  for (const size of ['sm', 'md', 'lg'] as const) {
    const count = perView[size];
    if (count !== undefined) breakpoints[`(min-width: ${minWidths[size]}px)`] = { slides: { perView: count } };
  }
  return { slides: { perView: perView.base }, breakpoints };
}

// Written out in full so Tailwind finds every class in the source.
const basis: Record<string, Record<number, string>> = {
  base: { 1: 'basis-full', 2: 'basis-1/2', 3: 'basis-1/3', 4: 'basis-1/4' },
  sm: { 1: 'sm:basis-full', 2: 'sm:basis-1/2', 3: 'sm:basis-1/3', 4: 'sm:basis-1/4' },
  md: { 1: 'md:basis-full', 2: 'md:basis-1/2', 3: 'md:basis-1/3', 4: 'md:basis-1/4' },
  lg: { 1: 'lg:basis-full', 2: 'lg:basis-1/2', 3: 'lg:basis-1/3', 4: 'lg:basis-1/4' },
};

/**
 * Width classes for a slide before the slider starts (server HTML, no JavaScript): the same number of slides per
 * view as the slider will show, in a row that scrolls sideways.
 */
export function slideWidthClasses(perView: PerView): string {
  return (['base', 'sm', 'md', 'lg'] as const)
    .filter((size) => perView[size] !== undefined)
    .map((size) => {
      const cls = basis[size][perView[size] as number];
      if (!cls) throw new RangeError(`Carousel: ${perView[size]} slides per view is not supported (1 to 4)`);
      return cls;
    })
    .join(' ');
}

/** Indexes of the slides at least half on screen, from keen-slider's per-slide visible portions. */
export function visibleSlides(portions: readonly number[]): number[] {
  return portions.flatMap((portion, index) => (portion >= 0.5 ? [index] : []));
}

/** Everything that stops the slides from moving on their own. */
export interface AutoplayState {
  /** The visitor pressed pause (or prefers reduced motion and has not pressed play). */
  paused: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** The browser tab is hidden. */
  hidden: boolean;
}

/** True when nothing holds the slides still. */
const isRunning = (state: AutoplayState) => !state.paused && !state.hovered && !state.focused && !state.hidden;

export interface AutoplayTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/**
 * Moves to the next slide every `interval` ms while nothing holds it still. Each pause and resume, and each
 * manual move (restart()), starts a fresh full interval, so a slide is never cut short.
 */
export function createAutoplay(options: {
  interval: number;
  advance: () => void;
  initial?: Partial<AutoplayState>;
  timers?: AutoplayTimers;
}) {
  if (!(options.interval > 0)) throw new RangeError('Autoplay interval must be a positive number of milliseconds');
  const timers: AutoplayTimers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let state: AutoplayState = { paused: false, hovered: false, focused: false, hidden: false, ...options.initial };
  let handle: unknown = null;
  let stopped = false;

  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  const schedule = () => {
    clear();
    if (stopped || !isRunning(state)) return;
    handle = timers.setTimeout(() => {
      handle = null;
      options.advance();
      schedule();
    }, options.interval);
  };

  schedule();
  return {
    /** Changes what holds the slides still; the timer starts or stops to match. */
    update(change: Partial<AutoplayState>) {
      const wasRunning = isRunning(state);
      state = { ...state, ...change };
      if (isRunning(state) !== wasRunning) schedule();
    },
    /** Starts a fresh interval, e.g. after the visitor moved the slides with a button. */
    restart: schedule,
    get state(): Readonly<AutoplayState> {
      return state;
    },
    get running() {
      return handle !== null;
    },
    /** Stops for good (the island unmounts). */
    destroy() {
      stopped = true;
      clear();
    },
  };
}

export type Autoplay = ReturnType<typeof createAutoplay>;
