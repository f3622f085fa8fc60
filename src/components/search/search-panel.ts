/**
 * The search panel, loaded only when a visitor opens search (SearchLink's page script, `?lazy`): a
 * labelled field in a role="search" form, a polite status line ("7 results"), and the results (title, area, excerpt
 * with the match marked) as plain links. It runs on Pagefind's JavaScript API (/pagefind/pagefind.js, written by
 * src/integrations/search-index.mjs), which fetches the index in chunks as words are typed.
 *
 * Why our own panel rather than Pagefind's UI (measured on this site, gzipped): Pagefind's default UI is 31.1 KB of
 * JavaScript on top of pagefind.js (13.4 KB) and its worker (12.4 KB), 57 KB in all, over the 30 KB budget, plus a
 * 2.6 KB stylesheet file that pages' CSP (hashed inline styles only) would have to allow; its result markup has no
 * area and a "Load more" button. This panel is 3.2 KB, 29 KB in all; its styles are the site's own Tailwind classes
 * (kept in each page's inline CSS by the CSS trim), it writes results with textContent only, and its markup is
 * ours to keep accessible (a labelled field in a search landmark, a polite count, plain links).
 *
 * Keyboard: the field has focus on opening; ArrowDown or Tab reaches the first result (the close button is before
 * the field); ArrowUp/ArrowDown move between results (ArrowUp from the first goes back to the field); Enter in the
 * field opens the first result; Escape closes the dialog and focus returns to what opened it.
 */
import {
  normaliseQuery,
  PAGEFIND_OPTIONS,
  rankedHits,
  resultsMessage,
  SHOWN,
  type SearchHit,
} from '~/lib/widgets/search';

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta?: Record<string, string | undefined> }>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: Record<string, unknown>,
    ms?: number,
  ): Promise<{ results: PagefindResult[] } | null>;
}

const PAGEFIND_URL = '/pagefind/pagefind.js';

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (module: Pagefind) => {
    await module.options(PAGEFIND_OPTIONS);
    await module.init();
    return module;
  });
  pagefind.catch(() => (pagefind = undefined)); // a failed load (offline) is tried again on the next search
  return pagefind;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

let panels = 0;

interface Panel {
  root: HTMLElement;
  input: HTMLInputElement;
  search: (query: string) => Promise<void>;
}

/** Builds a panel: field, status line, results and the ways on when nothing is found. */
function createPanel(closeButton?: HTMLButtonElement): Panel {
  const id = `site-search-${(panels += 1)}`;
  const root = el('div', 'flex max-h-full min-h-0 flex-col');
  const top = el('div', 'flex items-center gap-2 border-b border-black/10 px-4 pb-3 pt-4');
  const form = el('form', 'flex min-w-0 flex-1 items-center');
  form.setAttribute('role', 'search');
  form.action = '/search';
  const label = el('label', 'sr-only', 'Search the site');
  label.htmlFor = id;
  const input = el(
    'input',
    'w-full min-w-0 rounded-full border border-black/20 bg-white px-4 py-2.5 text-base text-ink placeholder:text-ink-muted focus:border-brand-700',
  );
  Object.assign(input, {
    id,
    type: 'search',
    name: 'q',
    autocomplete: 'off',
    spellcheck: false,
    placeholder: 'Courses, internships, events, prices…',
  });
  input.setAttribute('enterkeyhint', 'go');
  form.append(label, input);
  // The close button comes before the field (as a phone's search bar has its back button), so Tab from the field
  // goes straight on to the first result.
  if (closeButton) top.append(closeButton);
  top.append(form);

  const status = el('p', 'px-4 pt-3 text-sm font-semibold text-ink-muted');
  status.setAttribute('role', 'status');
  const list = el('ul', 'min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-3 pt-1');
  list.setAttribute('aria-label', 'Results');
  const none = el('div', 'px-4 pb-4 pt-1 text-sm text-ink');
  none.hidden = true;
  const hint = el('p', '', 'Try fewer words, or another word for it: a course, an internship, an event or a price.');
  const ways = el('ul', 'mt-2 flex flex-wrap gap-x-6 gap-y-2 font-semibold');
  for (const [text, href] of [
    ['Browse the site map', '/search#site-map'],
    ['Ask us on the contact page', '/contact'],
  ] as const) {
    const link = el('a', 'text-brand-700 underline underline-offset-2 hover:text-brand-900', text);
    link.href = href;
    const item = el('li');
    item.append(link);
    ways.append(item);
  }
  none.append(hint, ways);
  root.append(top, status, list, none);

  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];
  let hits: SearchHit[] = [];
  let latest = 0;

  const render = (found: SearchHit[], total: number, query: string) => {
    hits = found;
    list.replaceChildren(
      ...found.map((hit) => {
        const link = el('a', 'block rounded-xl px-3 py-3 hover:bg-brand-50 focus:bg-brand-50');
        link.href = hit.path;
        const title = el('span', 'block font-semibold text-brand-800', hit.title);
        const area = el('span', 'mt-0.5 block text-xs font-semibold uppercase tracking-wide text-ink-muted', hit.area);
        const excerpt = el('span', 'mt-1 block text-sm text-ink');
        excerpt.append(
          ...hit.excerpt.map((part) =>
            part.mark
              ? el('mark', 'rounded bg-accent-200 px-0.5 text-ink', part.text)
              : document.createTextNode(part.text),
          ),
        );
        link.append(title, area, excerpt);
        const item = el('li');
        item.append(link);
        return item;
      }),
    );
    status.textContent = query ? resultsMessage(total, query) : '';
    none.hidden = !query || total > 0;
  };

  const search = async (raw: string) => {
    const ticket = (latest += 1);
    const query = normaliseQuery(raw);
    if (!query) return render([], 0, '');
    try {
      const engine = await loadPagefind();
      const found = await engine.debouncedSearch(query, {}, 120);
      if (!found || ticket !== latest) return; // a later keystroke took over
      const data = await Promise.all(found.results.slice(0, SHOWN).map((result) => result.data()));
      if (ticket === latest) render(rankedHits(data, query), found.results.length, query);
    } catch {
      if (ticket !== latest) return;
      render([], 0, '');
      status.textContent = 'Search could not load. Check your connection, or use the site map.';
      none.hidden = false;
    }
  };

  input.addEventListener('input', () => void search(input.value));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (hits[0]) location.assign(hits[0].path);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' || !links()[0]) return;
    event.preventDefault();
    links()[0]!.focus();
  });
  list.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    const at = all.indexOf(event.target as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) input.focus();
    else all[Math.min(next, all.length - 1)]!.focus();
  });
  return { root, input, search };
}

let dialog: { element: HTMLDialogElement; panel: Panel } | undefined;
let opener: HTMLElement | null = null;

/** Opens search as a dialog over the page (the header's control and the `/` key). */
export function openSearch(from?: HTMLElement | null) {
  if (!dialog) {
    const element = el(
      'dialog',
      'm-0 h-full max-h-none w-full max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-950/60 sm:mx-auto sm:mt-16 sm:h-auto sm:max-h-[calc(100dvh-8rem)] sm:max-w-2xl sm:rounded-2xl',
    );
    element.setAttribute('aria-label', 'Search the site');
    const close = el(
      'button',
      'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-brand-900 hover:bg-brand-50',
    );
    close.type = 'button';
    close.setAttribute('aria-label', 'Close search');
    close.textContent = '×';
    const panel = createPanel(close);
    element.append(panel.root);
    close.addEventListener('click', () => element.close());
    // Escape always closes (a search field would otherwise first use it to clear itself).
    element.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      element.close();
    });
    // A click on the backdrop (the dialog box itself is covered by the panel) closes.
    element.addEventListener('click', (event) => event.target === element && element.close());
    element.addEventListener('close', () => {
      const back = opener?.checkVisibility()
        ? opener
        : document.querySelector<HTMLElement>('header [data-disclosure-button]');
      if (back?.checkVisibility()) back.focus();
    });
    document.body.append(element);
    dialog = { element, panel };
  }
  opener = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  if (!dialog.element.open) dialog.element.showModal();
  dialog.panel.input.focus();
  dialog.panel.input.select();
  void loadPagefind().catch(() => {});
}

/** The /search page: the panel in place, searching for `?q=` at once. */
export function mountSearch(host: HTMLElement) {
  const panel = createPanel();
  host.replaceChildren(panel.root);
  const query = new URLSearchParams(location.search).get('q') ?? '';
  panel.input.value = query;
  if (query) void panel.search(query);
  panel.input.focus();
}
