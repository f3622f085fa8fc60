/** A slide of the client testimonials carousel: the review, then the client's photo, name, position and company. */
import { cardClasses } from '~/lib/ui/classes';
import type { TestimonialSlideData } from './carousel-types';

export default function TestimonialSlide({ slide }: { slide: TestimonialSlideData }) {
  const { avatar } = slide;
  return (
    <figure className={`flex h-full flex-col p-6 ${cardClasses()}`}>
      <span className="text-5xl font-extrabold leading-none text-accent-500" aria-hidden="true">
        “
      </span>
      <blockquote className="mt-1 flex-1 leading-relaxed text-ink">
        <p>{slide.review}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <img
          src={avatar.src}
          width={avatar.width}
          height={avatar.height}
          alt={avatar.alt}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="h-14 w-14 rounded-full object-cover"
        />
        <span>
          <span className="block font-bold text-brand-950">{slide.name}</span>
          <span className="block text-sm text-ink-muted">
            {slide.position}, {slide.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
