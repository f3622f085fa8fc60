/** The shared parts render their props and refuse bad ones with a message naming the prop and the allowed values. */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import CardGrid from '~/components/ui/CardGrid.astro';
import FeatureCard from '~/components/ui/FeatureCard.astro';
import PersonCard from '~/components/ui/PersonCard.astro';
import PlanCard from '~/components/ui/PlanCard.astro';
import StatList from '~/components/ui/StatList.astro';

const container = await AstroContainer.create();
const render = (component: Parameters<typeof container.renderToString>[0], props: Record<string, unknown>) =>
  container.renderToString(component, { props });

describe('CardGrid', () => {
  it('lays out one column, two from sm and the asked columns from lg', async () => {
    const html = await render(CardGrid, { columns: 4 });
    expect(html).toMatch(/<ul class="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"/);
  });
  it('refuses an unsupported column count', async () => {
    await expect(render(CardGrid, { columns: 5 })).rejects.toThrow('CardGrid: columns must be 2, 3 or 4, got 5');
  });
});

describe('FeatureCard', () => {
  it('shows the title at the asked heading level, the text, and a link naming the card', async () => {
    const html = await render(FeatureCard, {
      title: 'Firmware',
      text: 'For STM32.',
      icon: 'cpu',
      href: '/service',
      headingLevel: 2,
    });
    expect(html).toContain('<h2 class="mt-4 text-h3 text-brand-950">Firmware</h2>');
    expect(html).toContain('For STM32.');
    expect(html).toMatch(/<a href="\/service"[^>]*>Learn more<span class="sr-only">: Firmware<\/span>/);
  });
  it('draws an emoji as a picture from the emoji set', async () => {
    const html = await render(FeatureCard, { title: 'Sensors', emoji: '📡' });
    expect(html).toMatch(/<img src="\/_astro\/noto-[\d.]+\/1f4e1\.svg" alt/);
  });
  it('refuses two kinds of media and unknown values, naming the prop', async () => {
    await expect(render(FeatureCard, { title: 'X', emoji: '📡', icon: 'cpu' })).rejects.toThrow(
      'at most one of emoji, icon or picture',
    );
    await expect(render(FeatureCard, { title: 'X', tone: 'pink' })).rejects.toThrow(
      'FeatureCard: tone must be white, soft or brand, got pink',
    );
    await expect(render(FeatureCard, { title: 'X', emoji: '🫨‍🫨' })).rejects.toThrow(/is not in the Noto emoji set/);
  });
});

describe('StatList', () => {
  it('is a description list with each label and value', async () => {
    const html = await render(StatList, { stats: [{ value: '500+', label: 'Clients' }], 'data-testid': 'stats' });
    // Two columns on phones (an odd last figure spans both), four from lg.
    const classes = (markup: string) =>
      markup
        .match(/<dl class="([^"]*)"/)![1]
        .replaceAll('&#38;', '&')
        .split(' ');
    expect(classes(html)).toEqual(
      expect.arrayContaining([
        'grid',
        'grid-cols-2',
        'lg:grid-cols-4',
        'max-lg:[&>:last-child:nth-child(odd)]:col-span-2',
      ]),
    );
    expect(html).toContain(`data-stat-list data-testid="stats">`);
    expect(html).toMatch(/<dt[^>]*>Clients<\/dt>\s*<dd[^>]*>500\+<\/dd>/);
    // Facts in words: one column on phones, two from sm (where the odd last one spans both), then four.
    const words = classes(
      await render(StatList, { stats: [{ value: 'Kongu Nadu College', label: 'Host' }], valueSize: 'md' }),
    );
    expect(words).toEqual(
      expect.arrayContaining([
        'sm:grid-cols-2',
        'lg:grid-cols-4',
        'sm:max-lg:[&>:last-child:nth-child(odd)]:col-span-2',
      ]),
    );
    expect(words).not.toContain('grid-cols-2');
  });
  it('refuses an unknown tone', async () => {
    await expect(render(StatList, { stats: [{ value: '1', label: 'x' }], tone: 'red' })).rejects.toThrow(
      'StatList: tone must be white, soft or brand, got red',
    );
  });
});

describe('PlanCard', () => {
  it('shows rupees the Indian way, dollars when given, the period, the features and the button', async () => {
    const html = await render(PlanCard, {
      title: 'Student',
      price: { inr: 118000, usd: 15 },
      period: '/ year',
      features: ['Webinars'],
      cta: { label: 'Join now', href: '/contact' },
      badge: 'Most popular',
    });
    expect(html).toContain('₹1,18,000');
    expect(html).toContain('US$15');
    expect(html).toContain('/ year');
    expect(html).toContain('Webinars');
    expect(html).toContain('Most popular');
    expect(html).toMatch(/<a href="\/contact"[^>]*>\s*Join now/);
  });
  it('refuses a price without rupees', async () => {
    await expect(render(PlanCard, { title: 'X', price: { usd: 5 } })).rejects.toThrow(/PlanCard "X": price must be/);
  });
});

describe('PersonCard', () => {
  it('gives a person without a photo an initials avatar and shows the details line', async () => {
    const html = await render(PersonCard, {
      person: { name: 'Dr. K. Meena', title: 'Chief Guest', organisation: 'PSG Tech', city: 'Coimbatore' },
    });
    expect(html).toMatch(/aria-hidden="true">\s*KM\s*<\/span>/);
    expect(html).toContain('Dr. K. Meena');
    expect(html).toContain('PSG Tech, Coimbatore');
    expect(html).not.toContain('<img');
  });
  it('refuses a person without a name', async () => {
    await expect(render(PersonCard, { person: { name: '' } })).rejects.toThrow('PersonCard: person must have a name');
  });
});
