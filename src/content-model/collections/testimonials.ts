import { byPart, defineCollection, files } from '../define';
import { clientTestimonialSchema, learnerReviewSchema } from '../schemas/home';
import { webTestimonialSchema } from '../schemas/products';

const testimonials = defineCollection({
  description:
    "What clients and learners say, one file per group (`group` comes from the file; ids are `<group>/<id>`): client testimonials and learner reviews on the home page, the web products' clients on /products/webproduct.",
  loader: files([
    {
      file: 'src/content/home/client-testimonials.yaml',
      inject: { group: 'client' },
      idPrefix: 'client/',
      description:
        "Client testimonials on the home page, in the order written. `rating` from 1 to 5 is drawn as stars to the nearest half (4.7 as four and a half, 4.9 as five), written beside them and read out exactly to screen readers; `badge`, the company's short code, is shown in place of a photo.",
    },
    {
      file: 'src/content/home/learner-reviews.yaml',
      inject: { group: 'learner' },
      idPrefix: 'learner/',
      description:
        'Learner reviews on the home page, in the order written: `rating` from 1 to 5; `role` is the programme and `organisation` the college, shown as "role · organisation".',
    },
    {
      file: 'src/content/products/web-testimonials.yaml',
      inject: { group: 'web' },
      idPrefix: 'web/',
      description:
        '"What Our Clients Say" on /products/webproduct, in the order written: each with the name, job title (`role`), company (`organisation`), the review in their words (`quote`) and a square photo (160 × 160, decorative: the name is written beside it).',
    },
  ]),
  schema: ({ image }) =>
    byPart('group', {
      client: clientTestimonialSchema(image),
      learner: learnerReviewSchema(image),
      web: webTestimonialSchema(image),
    }),
});

export const testimonialCollections = { testimonials };
