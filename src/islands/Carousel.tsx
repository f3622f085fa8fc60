/**
 * The shared carousel of /products/webproduct (web projects and client testimonials), built on keen-slider.
 *
 * Before it hydrates (and without JavaScript) the server HTML shows every slide in a row that scrolls sideways.
 * Once keen-slider starts, the slides loop, move on their own every `interval` ms, and have previous/next and
 * pause controls. Autoplay holds while the pointer is over the carousel or keyboard focus is inside it, while the
 * tab is hidden, and does not start for visitors who prefer reduced motion (they can still press play).
 * Announced as a carousel with labelled slides (WAI-ARIA APG carousel pattern). Timing logic: src/lib/widgets/carousel.ts.
 */
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useKeenSlider, type KeenSliderOptions } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import {
  createAutoplay,
  keenSlidesOptions,
  slideLabel,
  slideWidthClasses,
  visibleSlides,
  type Autoplay,
  type PerView,
} from '~/lib/widgets/carousel';
import ErrorBoundary from './ErrorBoundary';
import LineIcon from './LineIcon';
import ProjectSlide from './ProjectSlide';
import TestimonialSlide from './TestimonialSlide';
import type { CarouselSlide } from './carousel-types';

interface Props {
  /** Unique id on the page, used to tie the controls to the slides. */
  id: string;
  /** What the carousel shows, e.g. "Web apps we have built"; its accessible name. */
  label: string;
  slides: CarouselSlide[];
  /** Slides visible at once per screen width, e.g. { base: 1, sm: 2, lg: 3 }. */
  perView: PerView;
  /** Milliseconds each slide stays before the next, e.g. 2500. */
  interval: number;
}

// The four control icons, copied from src/components/ui/icons.ts: importing that whole set would add its every
// icon to the island's JavaScript. JSX, not an HTML string: React 19 rewrites a dangerouslySetInnerHTML on every
// render, and a re-render between mousedown and mouseup (hovering the carousel re-renders it) replaced the icon
// under the pointer, so the browser dropped the click.
const icons = {
  pause: <path d="M8 5v14M16 5v14" />,
  play: <path d="m7 4 13 8-13 8z" />,
  'arrow-left': <path d="M19 12H5M11 6l-6 6 6 6" />,
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
} as const;

/** The previous and next buttons, in the order they stand. */
const STEPS = [
  { direction: 'prev', icon: 'arrow-left', label: 'Previous slide' },
  { direction: 'next', icon: 'arrow-right', label: 'Next slide' },
] as const;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

function ControlIcon({ name }: { name: keyof typeof icons }) {
  return <LineIcon>{icons[name]}</LineIcon>;
}

const controlClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

function CarouselWidget({ id, label, slides, perView, interval }: Props) {
  const [ready, setReady] = useState(false);
  const [visible, setVisible] = useState<number[]>([]);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const autoplay = useRef<Autoplay | null>(null);
  const trackId = `${id}-slides`;

  // Created once: keen-slider re-initialises whenever the options object changes.
  const [options] = useState<KeenSliderOptions>(() => {
    const syncVisible = (slider: { track: { details: { slides: { portion: number }[] } | null } }) => {
      const next = visibleSlides(slider.track.details?.slides.map((s) => s.portion) ?? []);
      setVisible((previous) => (previous.join() === next.join() ? previous : next));
    };
    return {
      loop: true,
      ...keenSlidesOptions(perView),
      defaultAnimation: { duration: prefersReducedMotion() ? 0 : 600 },
      created(slider) {
        // A visitor may have scrolled the server-rendered row before the slider took over.
        slider.container.scrollLeft = 0;
        setReady(true);
        syncVisible(slider);
      },
      updated: syncVisible,
      optionsChanged: syncVisible,
      animationEnded: syncVisible,
      dragEnded: syncVisible,
    };
  });
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(options);

  useEffect(() => {
    const media = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (media.matches) setPaused(true);
    const onMotion = (event: MediaQueryListEvent) => event.matches && setPaused(true);
    const onVisibility = () => setHidden(document.hidden);
    media.addEventListener('change', onMotion);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      media.removeEventListener('change', onMotion);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  useEffect(() => {
    if (!ready) return;
    const player = createAutoplay({
      interval,
      advance: () => slider.current?.next(),
      initial: { paused: paused || prefersReducedMotion(), hovered, focused, hidden },
    });
    autoplay.current = player;
    return () => player.destroy();
    // Created once when the slider is ready; the next effect keeps it in step with the state.
  }, [ready, interval]);

  useEffect(() => {
    autoplay.current?.update({ paused, hovered, focused, hidden });
  }, [paused, hovered, focused, hidden]);

  const go = (direction: 'prev' | 'next') => {
    slider.current?.[direction]();
    autoplay.current?.restart();
  };

  // Only keyboard focus holds the slides: a mouse click on a control should not leave them stuck.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const rotating = ready && !paused && !hovered && !focused && !hidden;
  const widths = slideWidthClasses(perView);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-carousel={id}
      data-ready={ready ? 'true' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="mb-4 flex justify-end gap-2" data-carousel-controls>
        <button
          type="button"
          className={controlClass}
          aria-controls={trackId}
          disabled={!ready}
          onClick={() => setPaused((value) => !value)}
          data-carousel-toggle
        >
          <ControlIcon name={paused ? 'play' : 'pause'} />
          <span className="sr-only">{paused ? 'Play slides' : 'Pause slides'}</span>
        </button>
        {STEPS.map(({ direction, icon, label }) => (
          <button
            key={direction}
            type="button"
            className={controlClass}
            aria-controls={trackId}
            disabled={!ready}
            onClick={() => go(direction)}
          >
            <ControlIcon name={icon} />
            <span className="sr-only">{label}</span>
          </button>
        ))}
      </div>
      <div
        id={trackId}
        ref={sliderRef}
        aria-live={rotating ? 'off' : 'polite'}
        // Until the slider starts, the row scrolls sideways: keyboard users need to be able to focus it to scroll.
        tabIndex={ready ? undefined : 0}
        // `relative` on the row and slides before keen-slider's CSS arrives: otherwise absolutely positioned
        // children (screen-reader text) escape the scrolling row and widen the page on phones (a layout shift).
        className={ready ? 'keen-slider' : 'relative flex snap-x snap-mandatory overflow-x-auto'}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index, slides.length)}
            inert={ready && !visible.includes(index)}
            className={`keen-slider__slide relative shrink-0 snap-start p-2 ${widths}`}
          >
            {slide.kind === 'project' ? (
              <ProjectSlide slide={slide} priority={index === 0} />
            ) : (
              <TestimonialSlide slide={slide} />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

export default function Carousel(props: Props) {
  return (
    <ErrorBoundary>
      <CarouselWidget {...props} />
    </ErrorBoundary>
  );
}
