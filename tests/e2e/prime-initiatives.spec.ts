/**
 * Ematix-Prime initiatives and publications (engineer C12's routes): the FDP and the skills training under both of
 * their paths, the brochure PDF, the innovation challenge's new-tab form, and the short coming-soon pages.
 * Expectations come from the content files.
 */
import { expect, test } from '@playwright/test';
import { formatDateRange, formatRupees } from '../../src/lib/format/numbers';
import { formLink } from '../../src/lib/content/enrolment';
import {
  comingSoon,
  contactHref,
  fdp,
  innovationChallenge,
  route,
  settings,
  skillsTraining,
} from './prime-c12-content';
import { noonInIndia } from '../support/site';

const site = settings();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const path of ['/ematixprime/initiative/faculty', '/service/fdp']) {
  test(`${path}: the FDP with its main picture, college, dates, collage and events gallery`, async ({ page }) => {
    const data = fdp();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
    await expect(page.getByRole('img', { name: data.mainPicture.alt })).toBeVisible();
    await expect(page.getByTestId('fdp-facts')).toContainText(data.college);
    await expect(page.getByTestId('fdp-facts')).toContainText(formatDateRange(data.start, data.end));
    const collage = page.getByTestId('fdp-collage');
    for (const picture of data.collage) await expect(collage.getByRole('img', { name: picture.alt })).toHaveCount(1);
    const events = page.getByTestId('fdp-events');
    for (const picture of data.events)
      await expect(events.getByRole('img', { name: picture.alt, includeHidden: true })).toHaveCount(1);
    const canonical = route(path).canonical ?? path;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escape(canonical)}$`));
  });
}

for (const path of ['/ematixprime/initiative/skill', '/service/virtualclass']) {
  test(`${path}: the skills training with its facts, buttons, chief guests, syllabus and certificates`, async ({
    page,
    request,
  }) => {
    const data = skillsTraining();
    // Before it starts, so both registrations are offered.
    await page.clock.setFixedTime(noonInIndia(data.start, -1));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
    const facts = page.getByTestId('skill-facts');
    for (const fact of [formatDateRange(data.start, data.end), data.time, data.audience, formatRupees(data.fee)])
      await expect(facts).toContainText(fact);

    const actions = page.getByTestId('skill-actions');
    await expect(actions.getByRole('link', { name: 'Host College Registration' })).toHaveAttribute(
      'href',
      contactHref(data.hostSubject),
    );
    const student = actions.getByRole('link', { name: /Student Registration/ });
    await expect(student).toHaveAttribute('href', formLink(site.externalLinks.enrolmentForm, data.title));
    await expect(student).toHaveAttribute('target', '_blank');
    const brochure = actions.getByRole('link', { name: /Download Brochure/ });
    const href = await brochure.getAttribute('href');
    expect(href).toMatch(/\.pdf$/);
    const pdf = await request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(1500);

    const guests = page.getByTestId('chief-guests');
    for (const guest of data.chiefGuests) {
      await expect(guests).toContainText(guest.name);
      await expect(guests).toContainText(guest.bio);
    }
    const syllabus = page.getByTestId('syllabus');
    await expect(syllabus.getByRole('heading')).toHaveText(data.syllabus.map((day) => `${day.day}: ${day.title}`));
    for (const topic of data.syllabus.flatMap((day) => day.topics)) await expect(syllabus).toContainText(topic);
    for (const certificate of data.certificates)
      await expect(page.getByTestId('certificates').getByRole('img', { name: certificate.alt })).toHaveCount(1);
    const canonical = route(path).canonical ?? path;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escape(canonical)}$`));
  });
}

test('the innovation challenge: poster, facts, and Register Now opens the external form in a new tab', async ({
  page,
  context,
}) => {
  const data = innovationChallenge();
  const form = site.externalLinks.innovationChallengeForm;
  await context.route(`${form}**`, (r) =>
    r.fulfill({ status: 200, contentType: 'text/html', body: '<title>Challenge form</title>' }),
  );
  // While registration is open.
  await page.clock.setFixedTime(noonInIndia(data.closes));
  await page.goto('/ematixprime/initiative/industry');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
  await expect(page.getByRole('img', { name: data.poster.alt })).toBeVisible();
  await expect(page.getByTestId('challenge-points').getByRole('listitem')).toHaveText(data.points);
  const register = page.getByTestId('challenge-register');
  await expect(register).toHaveAttribute('href', form);
  await expect(register).toHaveAttribute('rel', /noopener/);
  const [tab] = await Promise.all([context.waitForEvent('page'), register.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(form);
});

test('the skills training and the innovation challenge close registration by their dates', async ({ page }) => {
  const training = skillsTraining();
  await page.clock.setFixedTime(noonInIndia(training.end ?? training.start, 1));
  await page.goto('/ematixprime/initiative/skill');
  const actions = page.getByTestId('skill-actions');
  await expect(actions.getByRole('link', { name: 'Host College Registration' })).toBeHidden();
  await expect(actions.getByRole('link', { name: /Student Registration/ })).toBeHidden();
  await expect(actions.getByRole('link', { name: /Download Brochure/ })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Tell me about the next programme' })).toBeVisible();
  await expect(page.locator('[data-dated-status] [data-when="past"]')).toHaveText(
    `Held on ${formatDateRange(training.start, training.end)}`,
  );

  const challenge = innovationChallenge();
  await page.clock.setFixedTime(noonInIndia(challenge.closes, 1));
  await page.goto('/ematixprime/initiative/industry');
  await expect(page.getByTestId('challenge-register')).toBeHidden();
  await expect(page.locator('[data-registration-closed]')).toContainText(
    `closed on ${formatDateRange(challenge.closes)}`,
  );
  await expect(page.locator('[data-dated-status] [data-when="running"]')).toBeVisible();
});

test('the coming-soon pages say what they will hold and link to pages that exist', async ({ page, request }) => {
  for (const entry of comingSoon()) {
    await page.goto(entry.id);
    await expect(page.getByRole('heading', { level: 1 }), entry.id).toHaveText(route(entry.id).title);
    const body = page.getByTestId('coming-soon');
    await expect(body, entry.id).toContainText(entry.text);
    const links = body.getByRole('link');
    await expect(links, entry.id).toHaveCount(entry.links.length);
    for (const [index, link] of entry.links.entries()) {
      await expect(links.nth(index)).toHaveText(link.label);
      await expect(links.nth(index)).toHaveAttribute('href', link.href);
      expect((await request.get(link.href.split('?')[0])).status(), `${entry.id} → ${link.href}`).toBe(200);
    }
  }
});
