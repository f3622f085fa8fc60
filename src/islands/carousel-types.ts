/** The serialisable props of the Carousel island: what a page passes after loading its collection entries. */

/** A picture already processed by astro:assets (getImage) on the server. */
interface SlideImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  alt: string;
}

/** A project with a picture, a caption and a link ("Web App Development"). */
export interface ProjectSlideData {
  kind: 'project';
  id: string;
  title: string;
  description: string;
  href: string;
  image: SlideImage;
}

/** A client's words with their photo ("What Our Clients Say"). */
export interface TestimonialSlideData {
  kind: 'testimonial';
  id: string;
  name: string;
  position: string;
  company: string;
  review: string;
  avatar: SlideImage;
}

export type CarouselSlide = ProjectSlideData | TestimonialSlideData;
