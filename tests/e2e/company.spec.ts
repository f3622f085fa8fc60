/**
 * The company pages: /service (LEARN MORE / HIDE categories), /services/software-development, /enterprise,
 * /partner and the project pages. Expected values come from the content files read through the real schemas
 * (tests/support/content.ts), never from the built HTML; what SPEC fixes about the content itself (the categories,
 * industries, partner steps, project modules) is checked in tests/unit/company-content.test.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { categoryElementId, contactHref } from '../../src/lib/content/company';
import { content as loadContent } from '../support/content';

const allEntries = [...(await loadContent()).values()].flat();
/** A page's data (src/content/pages/<path>.yaml) as the build reads it: its head and the fields of its kind. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind of page has its own fields
function pageOf(path: string): any {
  const found = allEntries.find((entry) => entry.collection === 'pages' && entry.id === path);
  if (!found) throw new Error(`No page file for ${path} in src/content/pages`);
  return found.data;
}
/** The project pages (/hrm, …): the page files of kind `project`. */
const projectPaths = allEntries
  .filter((entry) => entry.collection === 'pages' && entry.data.type === 'project')
  .map((entry) => entry.id);

interface Card {
  title: string;
  path?: string;
}
interface Category {
  id: string;
  title: string;
  path?: string;
  pathLabel?: string;
  cards: Card[];
}
interface Cta {
  label: string;
  subject?: string;
}

const categories: Category[] = pageOf('/service').categories;
const ctaOf = (path: string): Cta => pageOf(path).cta;

/** The <details> of a category on /service, its toggle (<summary>) and its panel of cards. */
const category = (page: Page, key: string) => {
  const details = page.locator(`#${categoryElementId(key)}`);
  return { details, toggle: details.locator('> summary'), panel: details.locator('[data-service-panel]') };
};

/** The expanded state the browser exposes to assistive technology (Chrome's accessibility tree), per toggle name. */
async function exposedExpandedStates(page: Page): Promise<Map<string, boolean>> {
  const client = await page.context().newCDPSession(page);
  const { nodes } = (await client.send('Accessibility.getFullAXTree')) as {
    nodes: { name?: { value?: string }; properties?: { name: string; value: { value: unknown } }[] }[];
  };
  await client.detach();
  const states = new Map<string, boolean>();
  for (const node of nodes) {
    const expanded = node.properties?.find((property) => property.name === 'expanded');
    const name = node.name?.value?.replace(/\s+/g, ' ').replace(/ :/g, ':').trim().toLowerCase();
    if (expanded && name) states.set(name, expanded.value.value === true);
  }
  return states;
}

const openKeys = (page: Page) =>
  page
    .locator('details[data-service-category]')
    .evaluateAll((all) => all.filter((d) => (d as HTMLDetailsElement).open).map((d) => d.id));

/** The toggle shows exactly one of its two labels: LEARN MORE while closed, HIDE while open. */
async function expectLabel(toggle: Locator, state: 'open' | 'closed') {
  const [shown, hidden] = state === 'open' ? ['Hide', 'Learn more'] : ['Learn more', 'Hide'];
  const label = (which: string) => toggle.locator(which === 'Hide' ? '[data-label-open]' : '[data-label-closed]');
  await expect(label(shown)).toBeVisible();
  await expect(label(shown)).toHaveText(shown);
  await expect(label(hidden)).toBeHidden();
}

/** Counts the page's scrollIntoView calls (installed before the page's own scripts run). */
async function countScrolls(page: Page) {
  await page.addInitScript(() => {
    const original = Element.prototype.scrollIntoView;
    (window as unknown as { scrollCalls: number }).scrollCalls = 0;
    Element.prototype.scrollIntoView = function (this: Element, ...args: Parameters<typeof original>) {
      (window as unknown as { scrollCalls: number }).scrollCalls += 1;
      return original.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { scrollCalls: number }).scrollCalls);
}

/** Waits until the page stops scrolling (smooth scrolling runs on for a few hundred milliseconds). */
async function settle(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const stable = now === last;
        last = now;
        return stable;
      },
      { intervals: [150], timeout: 5000 },
    )
    .toBe(true);
}

/** Distance of an element's top from the top of the viewport, in CSS pixels. */
const topInViewport = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top);

test.describe('/service', () => {
  test('shows every category in content order, all closed, with LEARN MORE toggles', async ({ page }) => {
    await page.goto('/service');
    const headings = page.locator('[data-category] h3');
    await expect(headings).toHaveText(categories.map((c) => c.title));
    for (const { id } of categories) {
      const { toggle, panel } = category(page, id);
      await expectLabel(toggle, 'closed');
      await expect(toggle.locator('[data-label-closed]')).toHaveCSS('text-transform', 'uppercase');
      await expect(panel).toBeHidden();
    }
    expect(await openKeys(page)).toEqual([]);
  });

  test('LEARN MORE opens a category, shows its cards and turns into HIDE; HIDE closes it', async ({ page }) => {
    await page.goto('/service');
    for (const { id, title, cards } of categories) {
      const { details, toggle, panel } = category(page, id);
      await toggle.click();
      await expect(details).toHaveJSProperty('open', true);
      await expectLabel(toggle, 'open');
      await expect(toggle).toContainText(title);
      await expect(panel).toBeVisible();
      await expect(panel.locator('[data-service-card] h4')).toHaveText(cards.map((card) => card.title));
      await toggle.click();
      await expect(details).toHaveJSProperty('open', false);
      await expectLabel(toggle, 'closed');
      await expect(panel).toBeHidden();
    }
  });

  test('works from the keyboard: Tab to a toggle, Enter opens, Space closes', async ({ page }) => {
    await page.goto('/service');
    const { details, toggle } = category(page, 'software');
    // Tab from the category's own page link, the element just before the toggle.
    await page.getByRole('link', { name: categories[1].pathLabel! }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toHaveJSProperty('open', true);
    await page.keyboard.press('Space');
    await expect(details).toHaveJSProperty('open', false);
  });

  test('exposes the open/closed state to assistive technology', async ({ page }) => {
    await page.goto('/service');
    const name = (c: Category, state: 'learn more' | 'hide') => `${state}: ${c.title}`.toLowerCase();
    let states = await exposedExpandedStates(page);
    for (const c of categories) expect(states.get(name(c, 'learn more')), c.id).toBe(false);
    await category(page, 'lms').toggle.click();
    await expect(category(page, 'lms').details).toHaveJSProperty('open', true);
    states = await exposedExpandedStates(page);
    for (const c of categories) {
      if (c.id === 'lms') expect(states.get(name(c, 'hide'))).toBe(true);
      else expect(states.get(name(c, 'learn more')), c.id).toBe(false);
    }
  });

  test('keeps at most one category open', async ({ page }) => {
    await page.goto('/service');
    // Open every category in turn, then in reverse: each time only the last one opened stays open.
    for (const { id } of [...categories, ...categories.slice(0, -1).reverse()]) {
      await category(page, id).toggle.click();
      await expect.poll(() => openKeys(page)).toEqual([categoryElementId(id)]);
      for (const other of categories)
        await expectLabel(category(page, other.id).toggle, other.id === id ? 'open' : 'closed');
    }
    // Closing the open one leaves none open.
    await category(page, categories[0].id).toggle.click();
    await expect.poll(() => openKeys(page)).toEqual([]);
    await expect(page.locator('[data-service-panel]:visible')).toHaveCount(0);
  });

  test('scrolls the opened category into view after 100 ms', async ({ page }) => {
    await page.goto('/service');
    // Open the long learning category, then the one below it: the first closes, the page shifts, and the
    // newly opened category must be brought back to the top of the viewport (below the sticky header).
    await category(page, 'lms').toggle.click();
    await settle(page);
    const { details, toggle, panel } = category(page, 'dm');
    await toggle.scrollIntoViewIfNeeded();
    await settle(page);
    const clickedAt = Date.now();
    await toggle.click();
    await expect(panel).toBeVisible();
    // Let the smooth scroll bring it there, then finish, before measuring where it ended. (Closing the long category
    // above first moves it far above the window, so "its top under 130 px" alone holds before the scroll has started.)
    await expect
      .poll(
        async () => {
          const top = await topInViewport(details);
          return top > 40 && top < 130;
        },
        { timeout: 3000 },
      )
      .toBe(true);
    await settle(page);
    expect(await topInViewport(details)).toBeGreaterThan(40);
    expect(await topInViewport(details)).toBeLessThan(130);
    // The header (64 px) must not cover the toggle.
    const header = await page.locator('body > header').boundingBox();
    const toggleBox = await toggle.boundingBox();
    expect(toggleBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(100);
  });

  test('waits 100 ms before it scrolls', async ({ page }) => {
    await page.goto('/service');
    const { toggle } = category(page, 'android');
    await toggle.scrollIntoViewIfNeeded();
    await settle(page);
    const before = await page.evaluate(() => window.scrollY);
    // Record when the page first scrolls after the click.
    const firstScrollDelay = await page.evaluate(
      ([selector]) =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          addEventListener('scroll', () => resolve(performance.now() - start), { once: true });
          document.querySelector<HTMLElement>(selector)!.click();
          setTimeout(() => resolve(-1), 2000);
        }),
      [`#${categoryElementId('android')} > summary`],
    );
    expect(firstScrollDelay, 'the page scrolled').toBeGreaterThan(0);
    expect(firstScrollDelay).toBeGreaterThanOrEqual(95);
    expect(await page.evaluate(() => window.scrollY)).not.toBe(before);
  });

  test('does not scroll when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const scrollCalls = await countScrolls(page);
    await page.goto('/service');
    const { details, toggle, panel } = category(page, 'software');
    await toggle.scrollIntoViewIfNeeded();
    const before = await topInViewport(details);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await toggle.evaluate((element) => (element as HTMLElement).click());
    await expect(panel).toBeVisible();
    await page.waitForTimeout(600);
    expect(await scrollCalls()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(await topInViewport(details)).toBe(before);
    expect(await openKeys(page)).toEqual([categoryElementId('software')]);
  });

  test('the same steps without reduced motion do scroll, once', async ({ page }) => {
    const scrollCalls = await countScrolls(page);
    await page.goto('/service');
    const { details, toggle, panel } = category(page, 'software');
    await toggle.scrollIntoViewIfNeeded();
    await settle(page);
    const before = await topInViewport(details);
    await toggle.evaluate((element) => (element as HTMLElement).click());
    await expect(panel).toBeVisible();
    await expect.poll(scrollCalls).toBe(1);
    await settle(page);
    expect(await topInViewport(details)).not.toBe(before);
    expect(await topInViewport(details)).toBeLessThan(130);
  });

  test('cards with a path have a Learn More link to it; the others have no link', async ({ page, request }) => {
    await page.goto('/service');
    const specPaths = [
      '/service/elearning',
      '/service/virtualclass',
      '/service/course',
      '/service/internship',
      '/service/fdp',
      '/service/academicsupport',
      '/service/ambassador',
      '/service/institutionalaward',
      '/service/inplant',
      '/service/conference',
      '/service/conference2',
      '/service/awardrecognition',
    ];
    const linked: string[] = [];
    for (const { id, cards } of categories) {
      const { toggle, panel } = category(page, id);
      await toggle.click();
      const cardEls = panel.locator('[data-service-card]');
      await expect(cardEls).toHaveCount(cards.length);
      for (const [index, card] of cards.entries()) {
        const links = cardEls.nth(index).getByRole('link');
        if (card.path) {
          await expect(links).toHaveCount(1);
          await expect(links).toHaveAccessibleName(`Learn More: ${card.title}`);
          await expect(links).toHaveAttribute('href', card.path);
          linked.push(card.path);
        } else {
          await expect(links).toHaveCount(0);
        }
      }
    }
    // Every /service/* page of SPEC §2 is linked, and every target is a real page.
    expect([...new Set(linked)].sort()).toEqual([...specPaths].sort());
    for (const path of linked) expect((await request.get(path)).status(), path).toBe(200);
  });

  test('a Learn More link navigates to its page', async ({ page }) => {
    await page.goto('/service');
    const lms = categories.find((c) => c.id === 'lms')!;
    const card = lms.cards.find((c) => c.path)!;
    await category(page, 'lms').toggle.click();
    await page.getByRole('link', { name: `Learn More: ${card.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${card.path}/?$`));
  });

  test('links to the app and software development pages', async ({ page }) => {
    await page.goto('/service');
    for (const path of ['/services/android-development', '/services/software-development']) {
      const c = categories.find((entry) => entry.path === path)!;
      expect(c, `a category links to ${path}`).toBeTruthy();
      await expect(page.getByRole('link', { name: c.pathLabel! })).toHaveAttribute('href', path);
    }
  });

  test('ends with a call to action to the contact page', async ({ page }) => {
    await page.goto('/service');
    const cta = ctaOf('/service');
    await expect(page.getByRole('link', { name: cta.label })).toHaveAttribute('href', contactHref(cta.subject));
  });
});

test.describe('/service without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the categories still open and close', async ({ page }) => {
    await page.goto('/service');
    const { details, toggle, panel } = category(page, 'lms');
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(details).toHaveAttribute('open', '');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeVisible();
    await toggle.click();
    await expect(panel).toBeHidden();
  });
});

test.describe('/services/software-development', () => {
  test('shows every offering and a contact call to action with the subject', async ({ page }) => {
    await page.goto('/services/software-development');
    const offerings: { title: string }[] = pageOf('/services/software-development').offerings;
    for (const offering of offerings)
      await expect(page.getByRole('heading', { name: offering.title, level: 3 })).toBeVisible();
    const cta = ctaOf('/services/software-development');
    const button = page.getByRole('link', { name: cta.label });
    // The address the task names, written out rather than computed.
    await expect(button).toHaveAttribute('href', '/contact?subject=Software%20development');
    await button.click();
    await expect(page).toHaveURL(/\/contact\/?\?subject=Software%20development$/);
  });

  test('the "See also" line reads as words: a space after the colon, each related page linked', async ({ page }) => {
    await page.goto('/services/software-development');
    const related: { label: string; href: string }[] = pageOf('/services/software-development').related;
    expect(related.length, 'the page names related pages').toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: 'Related pages' });
    // textContent, not innerText: innerText puts line breaks around the inline <p> and would hide a missing space.
    const shown = await nav.evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
    expect(shown).toBe(`See also: ${related.map((item) => item.label).join(' · ')}`);
    for (const item of related)
      await expect(nav.getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
  });
});

test.describe('/enterprise', () => {
  test('shows every solution, every industry and the capability diagram as text', async ({ page }) => {
    await page.goto('/enterprise');
    const enterprise = pageOf('/enterprise');
    for (const solution of enterprise.solutions as { title: string }[]) {
      await expect(page.getByRole('heading', { name: solution.title, level: 3 })).toBeVisible();
    }
    const industries = (enterprise.industries as { name: string }[]).map((i) => i.name);
    await expect(page.locator('[data-industries] h3')).toHaveText(industries);
    const diagram = page.locator('[data-capability-diagram]');
    await expect(diagram).toHaveAccessibleName(enterprise.diagram.caption);
    await expect(diagram.locator('img')).toHaveCount(0);
    for (const layer of enterprise.capabilities as { title: string; modules: string[] }[]) {
      await expect(diagram).toContainText(layer.title);
      await expect(diagram.getByRole('list', { name: `${layer.title} modules` }).getByRole('listitem')).toHaveText(
        layer.modules,
      );
    }
  });

  test('the call to action goes to the contact page', async ({ page }) => {
    await page.goto('/enterprise');
    const cta = ctaOf('/enterprise');
    const button = page.getByRole('link', { name: cta.label });
    await expect(button).toHaveAttribute('href', contactHref(cta.subject));
    await button.click();
    await expect(page).toHaveURL(/\/contact\/?(\?|$)/);
  });
});

test.describe('/partner', () => {
  test('shows every benefit and every step in order', async ({ page }) => {
    await page.goto('/partner');
    const benefits = (pageOf('/partner').benefits as { title: string }[]).map((b) => b.title);
    for (const benefit of benefits) await expect(page.getByRole('heading', { name: benefit, level: 3 })).toBeVisible();
    const steps = (pageOf('/partner').steps as { title: string }[]).map((s) => s.title);
    await expect(page.locator('ol[data-steps] > li h3')).toHaveText(steps);
  });

  test('the call to action goes to the contact page', async ({ page }) => {
    await page.goto('/partner');
    const cta = ctaOf('/partner');
    const button = page.getByRole('link', { name: cta.label });
    await expect(button).toHaveAttribute('href', contactHref(cta.subject));
    await button.click();
    await expect(page).toHaveURL(/\/contact\/?(\?|$)/);
  });
});

test.describe('project pages', () => {
  for (const path of projectPaths) {
    test(`${path} describes the project, its modules and technology, with a contact call to action`, async ({
      page,
    }) => {
      const project = pageOf(path);
      const modules = (project.modules as { title: string }[]).map((module) => module.title);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.fullName);
      await expect(page.getByText(project.summary)).toBeVisible();
      for (const group of project.audience as string[])
        await expect(page.getByText(group, { exact: true })).toBeVisible();
      const titles = page.locator('[data-project-modules] h3');
      await expect(titles).toHaveCount(modules.length);
      for (const [index, name] of modules.entries()) await expect(titles.nth(index)).toContainText(name);
      const technology = page.getByRole('region', { name: 'Technology used' });
      for (const tech of project.technology as { name: string; use: string }[]) {
        await expect(technology.getByText(tech.name, { exact: true })).toBeVisible();
        await expect(technology.getByText(tech.use, { exact: true })).toBeVisible();
      }
      const button = page.getByRole('link', { name: project.cta.label });
      expect(project.cta.subject, 'each project names its contact subject').toBeTruthy();
      await expect(button).toHaveAttribute('href', contactHref(project.cta.subject));
      await button.click();
      await expect(page).toHaveURL(/\/contact\/?\?subject=/);
      expect(new URL(page.url()).searchParams.get('subject')).toBe(project.cta.subject);
    });
  }

  test('the HRM overview cards are plain cards, not links', async ({ page }) => {
    await page.goto('/hrm');
    const cards = page.locator('[data-project-module]');
    await expect(cards).toHaveCount(pageOf('/hrm').modules.length);
    await expect(cards.locator('a, [role="link"], [onclick], [tabindex]')).toHaveCount(0);
    await expect(page.locator('a[href^="/hrm/"]')).toHaveCount(0);
    // Clicking a card goes nowhere.
    await cards.first().click();
    await expect(page).toHaveURL(/\/hrm\/?$/);
  });
});

test('the company pages are finished pages: one h1, no island', async ({ page }) => {
  for (const path of [
    '/service',
    '/services/software-development',
    '/enterprise',
    '/partner',
    '/hrm',
    '/ubs',
    '/vsc',
    '/dconnect',
  ]) {
    await page.goto(path);
    await expect(page.locator('astro-island')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
  }
});
