/** The home-page schemas reject what an editor could get wrong, with messages that say how to fix it. */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { appPlanSchema, clientTestimonialSchema, logoSchema } from '../../src/content-model/schemas/home';
import { entries } from '../support/content';
import { pageFile, pageIssues, parsePage } from '../support/page-schema';

// Stands in for astro:content's image() helper, which only exists inside a content collection.
const image = (() => z.string()) as unknown as Parameters<typeof appPlanSchema>[0];
/** A copy of the home page's file, as written, for a test to break one field of (through the pages schema). */
const homeId = (await entries<{ type?: string }>('pages')).find((entry) => entry.data.type === 'home')!.id;
const homeFile = () => structuredClone(pageFile(homeId));
const messages = (result: z.SafeParseReturnType<unknown, unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const plan = {
  title: 'Android Application',
  description: 'A native Android app.',
  price: { inr: 49000 },
  includes: ['Play Store release'],
  image: { src: '../../assets/placeholder/home/plans/android.jpg', alt: 'An Android phone' },
};

describe('app plans', () => {
  it('accept a correct plan and default the price prefix', () => {
    const parsed = appPlanSchema(image).parse(plan);
    expect(parsed.pricePrefix).toBe('Starting at');
  });
  it('refuse a price written with commas or "Rs"', () => {
    expect(messages(appPlanSchema(image).safeParse({ ...plan, price: { inr: 'Rs 49,000' } }))).toEqual([
      'price.inr: must be a number of rupees without commas or "Rs", e.g. 79000',
    ]);
  });
  it('need at least one thing the project includes and a picture description', () => {
    const result = appPlanSchema(image).safeParse({ ...plan, includes: [], image: { src: 'x.jpg', alt: ' ' } });
    expect(messages(result)).toEqual([
      'includes: list at least one thing the project includes',
      expect.stringMatching(/^image\.alt: is required: describe the picture/),
    ]);
  });
});

describe('testimonials', () => {
  const testimonial = {
    id: 'kaveri-agro',
    badge: 'KAF',
    name: 'R. Senthil Kumar',
    role: 'Plant Head',
    rating: 4.9,
    quote: 'Good work.',
  };
  it('accept ratings from 1 to 5 with decimals', () => {
    expect(clientTestimonialSchema(image).parse(testimonial).rating).toBe(4.9);
  });
  it('refuse a rating above 5 and a long company code', () => {
    expect(
      messages(clientTestimonialSchema(image).safeParse({ ...testimonial, rating: 9, badge: 'KAVERIAGRO' })),
    ).toEqual(['rating: must be at most 5', 'badge: must be at most 6 characters']);
  });
});

describe('other home lists', () => {
  it('a service card needs an emoji, not a sentence', () => {
    const home = homeFile();
    home.services = [{ title: 'Training', description: 'Courses.', emoji: 'a graduation cap emoji' }];
    expect(pageIssues(home)).toEqual([
      'services.0.emoji: must be one emoji, e.g. "📡", not words',
      'services.0.emoji: must be an emoji only, without letters or numbers, e.g. "📡"',
    ]);
  });
  it('a logo belongs to one of the three groups', () => {
    const result = logoSchema(image).safeParse({ group: 'partner', name: 'Kaveri Agro', logo: 'x.png' });
    expect(messages(result)).toEqual(['group: must be "trusted", "academic" or "client"']);
  });
  it('a gallery tab needs at least one picture', () => {
    const home = homeFile();
    home.gallery = [{ label: 'App', images: [] }];
    expect(pageIssues(home)).toEqual(['gallery.0.images: needs at least one picture']);
  });
  it('the hero video must be a file in public/media', () => {
    const hero = {
      eyebrow: 'Salem',
      title: 'Title',
      lead: 'Lead.',
      explore: { label: 'Explore', href: '/service' },
      actions: [{ label: 'Learn More', href: '/enterprise', hint: 'about enterprise' }],
      poster: { src: 'p.jpg', alt: 'A board' },
      video: { mp4: 'https://cdn.example.com/hero.mp4' },
    };
    expect(pageIssues({ ...homeFile(), hero })).toEqual([
      'hero.video.mp4: must be a file in public/media, e.g. "/media/hero.mp4"',
    ]);
    const parsed = parsePage({ ...homeFile(), hero: { ...hero, video: { mp4: '/media/hero.mp4' } } });
    expect((parsed.hero as typeof hero).actions[0].hint).toBe('about enterprise');
  });
});
