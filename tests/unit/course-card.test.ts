/**
 * A course is a product, not an event (DECISIONS "Behaviour"): its card offers "Buy" while the content sells it,
 * on any day, and a past start date changes only the batch wording; a course marked `onSale: false` offers no "Buy".
 * The card is rendered for a day before and a day after its start (SITE_TODAY), so the build's HTML is what is
 * checked here; the visitor's browser (TimeAware) may only switch parts marked `data-when`, never "Buy".
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it, vi } from 'vitest';
import CourseCard from '~/components/learning/CourseCard.astro';
import { courseSchema } from '~/content-model/schemas/courses';
import { courseOffer } from '~/lib/content/learning';
import { z } from 'astro/zod';

const container = await AstroContainer.create();
const start = '2025-01-15';
const course = {
  id: 'test-course',
  title: 'Test Course',
  summary: 'One sentence.',
  details: 'How it runs.',
  topics: ['A topic'],
  start,
  fee: 11000,
  onSale: true,
  // A picture as astro:assets describes one (the container renders it without touching the file).
  picture: {
    src: { src: '/src/assets/learning/course-embedded-systems.jpg', width: 960, height: 600, format: 'jpg' },
    alt: 'A board',
  },
};
const buyUrl = 'https://forms.example.com/f/enrol?programme=Test%20Course';

async function card(today: string, onSale: boolean): Promise<HTMLElement> {
  vi.stubEnv('SITE_TODAY', today);
  return parse(await container.renderToString(CourseCard, { props: { course: { ...course, onSale }, buyUrl } }));
}
const shown = (element: HTMLElement | null) => {
  for (let node = element; node; node = node.parentNode) if (node.hasAttribute?.('hidden')) return false;
  return Boolean(element);
};
const buy = (html: HTMLElement) => html.querySelectorAll('a').find((a) => /^Buy\b/.test(a.text.trim())) ?? null;
/** Whether TimeAware could hide it: a `data-when` on the element or around it. */
const timeAware = (element: HTMLElement) => {
  for (let node: HTMLElement | null = element; node; node = node.parentNode)
    if (node.hasAttribute?.('data-when')) return true;
  return false;
};

describe('a course card', () => {
  it('before the start: "Starts" with the date, and Buy to the enrolment form', async () => {
    const html = await card('2025-01-10', true);
    expect(shown(html.querySelector(`time[datetime="${start}"]`))).toBe(true);
    expect(shown(html.querySelector('[data-next-batch]'))).toBe(false);
    expect(buy(html)?.getAttribute('href')).toBe(buyUrl);
  });

  it('after the start: the next-batch wording instead of the date, and still Buy, which no script may hide', async () => {
    const html = await card('2025-06-01', true);
    expect(shown(html.querySelector(`time[datetime="${start}"]`))).toBe(false);
    const next = html.querySelector('[data-next-batch]');
    expect(shown(next)).toBe(true);
    const label = (words: string) => html.querySelectorAll('dt span').find((span) => span.text.trim() === words)!;
    expect(shown(label('Next batch'))).toBe(true);
    expect(shown(label('Starts'))).toBe(false);
    expect(next!.text.trim()).toBe('Dates on request');
    const link = buy(html);
    expect(shown(link)).toBe(true);
    expect(link!.getAttribute('href')).toBe(buyUrl);
    expect(timeAware(link!)).toBe(false);
  });

  it('marked not sold: no Buy on any day, says so, and offers to ask about the course', async () => {
    for (const today of ['2025-01-10', '2025-06-01']) {
      const html = await card(today, false);
      expect(buy(html), today).toBeNull();
      expect(html.querySelector('[data-off-sale]')?.text).toBe('Not on sale at the moment');
      const ask = html.querySelectorAll('a').find((a) => a.text.trim().startsWith('Ask about this course'));
      expect(ask?.getAttribute('href')).toBe('/contact?subject=Course%3A%20Test%20Course');
    }
  });
});

describe('courseOffer and the onSale field', () => {
  it('sells a course unless the content says otherwise, whatever its start date', () => {
    expect(courseOffer({ start: '2000-01-01' })).toEqual({ buy: true });
    expect(courseOffer({ start: '2000-01-01', onSale: true })).toEqual({ buy: true });
    expect(courseOffer({ start: '2999-01-01', onSale: false })).toEqual({ buy: false });
  });

  it('is on sale when the field is left out, and must be true or false', () => {
    const schema = courseSchema({ image: () => z.string() } as never);
    const { onSale: _onSale, ...written } = { ...course, picture: { src: 'x.jpg', alt: 'A board' } };
    const parsed = schema.safeParse(written);
    expect(parsed.success && parsed.data.onSale).toBe(true);
    const wrong = schema.safeParse({ ...written, onSale: 'no' });
    expect(wrong.success ? [] : wrong.error.issues.map((issue) => issue.message)).toEqual([
      'must be true or false (false takes the course off sale)',
    ]);
  });
});
