import { byPart, defineCollection, files } from '../define';
import { clientTestimonialSchema, learnerReviewSchema } from '../schemas/home';
import { webTestimonialSchema } from '../schemas/products';

const testimonials = defineCollection({
  description:
    "What clients and learners say, one file per group (`group` comes from the file; ids are `<group>/<id>`): client testimonials and learner reviews on the home page, the web products' clients on /products/webproduct.",
  loader: files([
    { file: 'src/content/home/client-testimonials.yaml', inject: { group: 'client' }, idPrefix: 'client/' },
    { file: 'src/content/home/learner-reviews.yaml', inject: { group: 'learner' }, idPrefix: 'learner/' },
    { file: 'src/content/products/web-testimonials.yaml', inject: { group: 'web' }, idPrefix: 'web/' },
  ]),
  schema: ({ image }) =>
    byPart('group', {
      client: clientTestimonialSchema(image),
      learner: learnerReviewSchema(image),
      web: webTestimonialSchema(image),
    }),
});

export const testimonialCollections = { testimonials };
