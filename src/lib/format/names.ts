/**
 * Names shown whole: "Ematix-Prime" never breaks across two lines ("Ematix-/Prime"). The name is written with an
 * ordinary "-" everywhere (DECISIONS: a find for "Ematix-Prime" must find it, a copy must paste it, search engines
 * must read it); in the page's visible text it is wrapped in a `white-space: nowrap` span instead. That wrapping is
 * done once for every page, after rendering, by src/middleware.ts with `keepNamesWhole`, so content text, headings,
 * menus and Markdown are all covered without each component remembering it.
 *
 * Plain TypeScript without astro:content so the end-to-end tests can use it too.
 */

/**
 * Hyphenated names that must never break across two lines. The community's name in
 * src/content/site/settings.yaml is one of them (a unit test checks it is covered).
 */
const UNBREAKABLE_NAMES: readonly string[] = ['Ematix-Prime'];

/** The class that keeps a name on one line (Tailwind's `white-space: nowrap`). */
const NAME_CLASS = 'whitespace-nowrap';

/** Elements whose text is left alone: no element may go inside them (option, title, …) or they are not ours to change. */
const LEFT_ALONE = new Set(['head', 'svg', 'select', 'option', 'astro-island', 'template']);
/** Raw-text elements: their content is not HTML, so it is skipped up to the closing tag. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page's HTML with each unbreakable name in its text wrapped in `<span class="whitespace-nowrap">`. Attributes,
 * comments, the head, scripts, styles, form options, SVG and islands (React owns their markup) are left as they are.
 * Applying it twice changes nothing more: a page whose names are all wrapped comes back unchanged.
 */
export function keepNamesWhole(html: string, names: readonly string[] = UNBREAKABLE_NAMES): string {
  if (names.length === 0 || !names.some((name) => html.includes(name))) return html;
  const open = `<span class="${NAME_CLASS}">`;
  const pattern = new RegExp(names.map(escapeRegExp).join('|'), 'g');
  // A tag (attribute values may hold ">") or a comment.
  const markup = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let out = '';
  let from = 0;
  const skipped: string[] = [];
  let previousTag = '';
  const wrapText = (text: string) => {
    // Already wrapped (the text is the name alone, right after the span's opening tag): leave it.
    if (skipped.length > 0 || (previousTag === open && names.includes(text))) return text;
    return text.replace(pattern, (name) => `${open}${name}</span>`);
  };

  for (let match = markup.exec(html); match; match = markup.exec(html)) {
    out += wrapText(html.slice(from, match.index)) + match[0];
    previousTag = match[0];
    from = markup.lastIndex;
    const [whole, closing, rawName, rest] = match;
    if (whole.startsWith('<!--')) continue;
    const name = rawName.toLowerCase();
    const selfClosing = /\/\s*$/.test(rest);
    if (!closing && RAW_TEXT.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, from);
      const stop = end === -1 ? html.length : end;
      out += html.slice(from, stop);
      from = markup.lastIndex = stop;
    } else if (LEFT_ALONE.has(name) && !selfClosing) {
      if (!closing) skipped.push(name);
      else if (skipped.at(-1) === name) skipped.pop();
    }
  }
  return out + wrapText(html.slice(from));
}
