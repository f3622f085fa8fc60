/**
 * What SPEC fixes about the home page's content, read from the data through the real schemas
 * (tests/support/content.ts). The e2e specs only check that the page agrees with the data, so this is the one place
 * these numbers live; each message names the SPEC section that fixes them.
 */
import { describe, expect, it } from 'vitest';
import { duplicates, entries, entry } from '../support/content';

const data = async <T>(collection: string): Promise<T[]> => (await entries<T>(collection)).map((e) => e.data);

describe('home page content', () => {
  it('has the six service cards SPEC §2 names, in order', async () => {
    const services = await data<{ title: string }>('homeServices');
    expect(services.map((s) => s.title), 'SPEC §2: Our Services with six cards').toEqual([
      'App Development',
      'Software Developer',
      'Training',
      'AI & Machine Learning',
      'R & D Development',
      'D-Connect',
    ]);
  });

  it('has the four product stack cards SPEC §2 names', async () => {
    expect((await data('productStack')).length, 'SPEC §2: four product stack cards').toBe(4);
  });

  it('has the 11 client logos of the scrolling strip, each named once', async () => {
    const logos = await data<{ group: string; name: string }>('companyLogos');
    const clients = logos.filter((logo) => logo.group === 'client');
    expect(clients.length, 'SPEC §2: scrolling strip of 11 company logos').toBe(11);
    expect(duplicates(logos.map((logo) => `${logo.group}/${logo.name}`))).toEqual([]);
  });

  it('prices the app-development plans as SPEC §9 says', async () => {
    const plans = await entries<{ price: { inr: number } }>('appPlans');
    expect(
      plans.map((p) => [p.id, p.data.price.inr]),
      'SPEC §9: Web Application Rs 79000, Android Rs 49000, iOS Rs 69000, React Native Rs 80000',
    ).toEqual([
      ['web', 79000],
      ['android', 49000],
      ['ios', 69000],
      ['react-native', 80000],
    ]);
  });

  it('rates the client testimonials as SPEC §9 says', async () => {
    const clients = await data<{ rating: number }>('clientTestimonials');
    expect(clients.map((c) => c.rating), 'SPEC §9: testimonial ratings 4.9, 4.8, 5 (clients)').toEqual([4.9, 4.8, 5]);
    const learners = await data<{ rating: number }>('learnerReviews');
    for (const learner of learners) expect(learner.rating, 'SPEC §9: 5 (learners)').toBe(5);
  });

  it('has the gallery tabs SPEC §2 names, App open first', async () => {
    const tabs = await data<{ label: string; selected?: boolean; images: unknown[] }>('techGallery');
    expect(tabs.map((t) => [t.label, t.images.length]), 'SPEC §2: tabs Embedded, Website, IOT, App with 13, 9, 8 and 5 images').toEqual([
      ['Embedded', 13],
      ['Website', 9],
      ['IOT', 8],
      ['App', 5],
    ]);
    expect(tabs.filter((t) => t.selected).map((t) => t.label), 'SPEC §2: App first').toEqual(['App']);
  });

  it('has the three service cards and the hero buttons SPEC §2 names', async () => {
    expect((await data('serviceCards')).length, 'SPEC §2: three service cards linking to /service').toBe(3);
    const hero = (await entry<{ actions: { label: string; href: string }[] }>('homeHero', 'home')).data;
    expect(hero.actions.map(({ label, href }) => ({ label, href })), "SPEC §2: 'Explore Services' to /service, 'Learn More' to /enterprise").toEqual([
      { label: 'Explore Services', href: '/service' },
      { label: 'Learn More', href: '/enterprise' },
    ]);
    const embedded = (await entry<{ title: string }>('homeBlocks', 'embedded')).data;
    expect(embedded.title, "SPEC §2: 'Innovative Embedded Software Solutions'").toBe('Innovative Embedded Software Solutions');
    const values = await data<{ title: string }>('companyValues');
    expect(values.map((v) => v.title), 'SPEC §2: Our Vision, Mission and Strategy').toEqual(['Our Vision', 'Our Mission', 'Our Strategy']);
  });
});
