/**
 * The menu behaviour of a SectionNav with submenus (SectionNavSubmenu.astro loads it on the first pointer, focus or
 * key contact with the menu): the disclosure navigation pattern. Focus alone never opens a submenu, so Tab moves
 * between the buttons; Enter and Space toggle one (the native <details>). In every layout ArrowDown/ArrowUp on a
 * submenu's button open it at its first/last link and Escape closes it, returning focus to the button
 * (src/lib/widgets/submenu-keys.ts). In the wide layout: hover opens (a click then keeps it open), focus or pointer leaving
 * closes, one open at a time. Moving between the links is the shared keyboard model (RovingFocus).
 */
import { submenuKeyAction } from '~/lib/widgets/submenu-keys';

/**
 * Binds the behaviour to one menu, then replays `early`: the contacts that happened while this module loaded (the
 * hover or key that started the load), so the first one is not lost. After a click the native <details> has already
 * opened or closed as the visitor chose, so a hover is then not replayed (it would reopen what they closed).
 */
export function enhanceMenu(root: HTMLElement, early: Event[] = []): void {
  const wide = matchMedia('(min-width: 768px)');
  const all = [...root.querySelectorAll<HTMLDetailsElement>('details[data-submenu]')];
  const byHover = new WeakSet<HTMLDetailsElement>(); // opened by the pointer: leaving closes it, a click keeps it
  const closeAll = () => all.forEach((details) => (details.open = false));
  const replays: ((event: Event) => void)[] = [];
  const clicked = early.some((event) => event.type === 'click');

  for (const details of all) {
    const item = details.parentElement!;
    const summary = details.querySelector('summary')!;
    const links = [...details.querySelectorAll<HTMLElement>('a')];
    const open = (hover = false) => {
      if (hover) byHover.add(details);
      details.open = true;
    };
    const hoverOpen = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && wide.matches && !details.open) open(true);
    };
    const onKey = (event: KeyboardEvent) => {
      const index = links.indexOf(event.target as HTMLElement);
      if (index === -1 && event.target !== summary) return;
      const action = submenuKeyAction(event.key, index, links.length);
      if (!action || (action.type === 'close' && !details.open)) return; // Escape on a closed one: the menu's
      event.preventDefault();
      if (action.type === 'open') {
        open();
        links[action.focus]!.focus();
      } else {
        if (action.focusButton) summary.focus(); // first: a focused link that closes would drop focus to the page
        details.open = false;
      }
    };

    // In the wide layout one submenu is open at a time: they would cover each other. An open panel that would stick
    // out past the row's right edge is aligned with that edge instead (.snav-end).
    const panel = details.querySelector<HTMLElement>('.snav-panel')!;
    details.addEventListener('toggle', () => {
      if (!details.open) return void byHover.delete(details);
      if (!wide.matches) return;
      all.forEach((other) => other !== details && (other.open = false));
      panel.classList.remove('snav-end');
      const row = item.parentElement!.getBoundingClientRect();
      if (panel.getBoundingClientRect().right > row.right) panel.classList.add('snav-end');
    });
    item.addEventListener('pointerenter', hoverOpen);
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'mouse' && byHover.has(details)) details.open = false;
    });
    summary.addEventListener('click', (event) => {
      if (!byHover.delete(details)) return; // a plain toggle
      event.preventDefault(); // the pointer opened it just now: the click keeps it open
    });
    item.addEventListener('focusout', (event) => {
      if (wide.matches && !item.contains(event.relatedTarget as Node | null)) details.open = false;
    });
    item.addEventListener('keydown', onKey);

    replays.push((event) => {
      if (!item.contains(event.target as Node)) return;
      if (event.type === 'pointerover' && !clicked && item.matches(':hover')) hoverOpen(event as PointerEvent);
      else if (event.type === 'keydown') onKey(event as KeyboardEvent);
    });
  }

  document.addEventListener('pointerdown', (event) => {
    if (wide.matches && !root.contains(event.target as Node)) closeAll();
  });
  wide.addEventListener('change', closeAll);
  for (const event of early) replays.forEach((replay) => replay(event));
}
