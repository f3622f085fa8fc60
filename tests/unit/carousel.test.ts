import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAutoplay,
  keenSlidesOptions,
  slideLabel,
  slideWidthClasses,
  visibleSlides,
} from '../../src/lib/widgets/carousel';

describe('slideLabel', () => {
  it('counts from one', () => {
    expect(slideLabel(0, 5)).toBe('1 of 5');
    expect(slideLabel(4, 5)).toBe('5 of 5');
  });
});

describe('slides per view', () => {
  it('turns the per-view counts into keen-slider breakpoints', () => {
    expect(keenSlidesOptions({ base: 1, sm: 2, lg: 3 })).toEqual({
      slides: { perView: 1 },
      breakpoints: {
        '(min-width: 640px)': { slides: { perView: 2 } },
        '(min-width: 1024px)': { slides: { perView: 3 } },
      },
    });
    expect(keenSlidesOptions({ base: 1, md: 2 }).breakpoints).toEqual({
      '(min-width: 768px)': { slides: { perView: 2 } },
    });
  });

  it('gives server-rendered slides the same widths as the slider', () => {
    expect(slideWidthClasses({ base: 1, sm: 2, lg: 3 })).toBe('basis-full sm:basis-1/2 lg:basis-1/3');
    expect(slideWidthClasses({ base: 1, md: 2 })).toBe('basis-full md:basis-1/2');
  });

  it('refuses counts it has no width for', () => {
    expect(() => slideWidthClasses({ base: 5 })).toThrow(/1 to 4/);
  });
});

describe('visibleSlides', () => {
  it('lists the slides at least half on screen', () => {
    expect(visibleSlides([1, 1, 1, 0, 0])).toEqual([0, 1, 2]);
    expect(visibleSlides([0.3, 1, 1, 0.7, 0])).toEqual([1, 2, 3]);
    expect(visibleSlides([0, 0])).toEqual([]);
  });
});

describe('what holds autoplay still', () => {
  it('runs only when nothing holds it still', () => {
    const advance = () => {};
    expect(createAutoplay({ interval: 2500, advance }).running).toBe(true);
    for (const key of ['paused', 'hovered', 'focused', 'hidden'] as const)
      expect(createAutoplay({ interval: 2500, advance, initial: { [key]: true } }).running, key).toBe(false);
  });
});

describe('createAutoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances once per interval', () => {
    const advance = vi.fn();
    createAutoplay({ interval: 2500, advance });
    vi.advanceTimersByTime(2499);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2500 * 3);
    expect(advance).toHaveBeenCalledTimes(4);
  });

  it('holds still while hovered, focused, paused or hidden and resumes with a full interval', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay({ interval: 3000, advance });
    vi.advanceTimersByTime(2000);
    autoplay.update({ hovered: true });
    vi.advanceTimersByTime(10_000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.update({ hovered: false, focused: true });
    vi.advanceTimersByTime(10_000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.update({ focused: false });
    vi.advanceTimersByTime(2999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    autoplay.update({ paused: true });
    expect(autoplay.running).toBe(false);
    vi.advanceTimersByTime(10_000);
    autoplay.update({ hidden: true, paused: false });
    vi.advanceTimersByTime(10_000);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('needs every hold released before it moves again', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay({ interval: 1000, advance });
    autoplay.update({ hovered: true, focused: true });
    autoplay.update({ hovered: false });
    vi.advanceTimersByTime(5000);
    expect(advance).not.toHaveBeenCalled();
  });

  it('does not start when created paused (reduced motion) until play is pressed', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay({ interval: 2500, advance, initial: { paused: true } });
    vi.advanceTimersByTime(20_000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.update({ paused: false });
    vi.advanceTimersByTime(2500);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('starts a fresh interval after a manual move', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay({ interval: 2500, advance });
    vi.advanceTimersByTime(2000);
    autoplay.restart();
    vi.advanceTimersByTime(2000);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('stops for good when destroyed', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay({ interval: 100, advance });
    autoplay.destroy();
    autoplay.update({ paused: false });
    autoplay.restart();
    vi.advanceTimersByTime(1000);
    expect(advance).not.toHaveBeenCalled();
  });

  it('rejects an interval that is not positive', () => {
    expect(() => createAutoplay({ interval: 0, advance: () => {} })).toThrow(RangeError);
  });
});
