/** A slide of the web-projects carousel: picture, name, one line and a link to the project. */
import { cardClasses } from '~/lib/ui/classes';
import type { ProjectSlideData } from './carousel-types';

/** `priority`: the first slide's picture is the page's largest paint, so it loads at once instead of lazily. */
export default function ProjectSlide({ slide, priority = false }: { slide: ProjectSlideData; priority?: boolean }) {
  const { image } = slide;
  return (
    <figure className={`flex h-full flex-col overflow-hidden ${cardClasses()}`}>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        draggable={false}
        className="aspect-[8/5] w-full object-cover"
      />
      <figcaption className="flex flex-1 flex-col p-5">
        <h3 className="text-h3 text-brand-950">{slide.title}</h3>
        <p className="mt-1 flex-1 text-sm leading-relaxed text-ink-muted">{slide.description}</p>
        <a
          href={slide.href}
          className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          View project<span className="sr-only">: {slide.title}</span>
          <span aria-hidden="true">→</span>
        </a>
      </figcaption>
    </figure>
  );
}
