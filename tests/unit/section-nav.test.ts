import { describe, expect, it } from 'vitest';
import { currentLabel, markCurrent, type NavNode } from '../../src/lib/widgets/section-nav';
import { submenuKeyAction } from '../../src/lib/widgets/submenu-keys';

const items: NavNode[] = [
  {
    label: 'Community',
    href: '/ematixprime/community',
    children: [
      { label: 'Our community', href: '/ematixprime/community' },
      { label: 'Student chapter', href: '/ematixprime/community/student' },
    ],
  },
  { label: 'Apps', href: '/products' },
  { label: 'Take Test Link', href: 'https://test.example.com', external: true, variant: 'cta-red' },
];

describe('markCurrent', () => {
  it('marks the current link "page" and its submenu button "true"', () => {
    const [community, apps] = markCurrent(items, '/ematixprime/community/student');
    expect(community!.current).toBe('true');
    expect(community!.childCurrent).toEqual([undefined, 'page']);
    expect(apps!.current).toBeUndefined();
  });

  it('marks a top-level link "page", whatever the spelling of the path', () => {
    const marked = markCurrent(items, '/Products/');
    expect(marked.map((n) => n.current)).toEqual([undefined, 'page', undefined]);
  });

  it('marks nothing on a page outside the menu, and never an outside link', () => {
    const marked = markCurrent(items, '/ematixprime/contact');
    expect(marked.flatMap((n) => [n.current, ...n.childCurrent]).filter(Boolean)).toEqual([]);
    expect(markCurrent(items, 'https://test.example.com')[2]!.current).toBeUndefined();
  });

  it('follows sameAs for a page reachable under two paths', () => {
    const sameAs = (path: string) => (path === '/ematixprime/community' ? '/ematixprime' : path);
    const [community] = markCurrent(items, '/ematixprime', sameAs);
    expect(community!.childCurrent).toEqual(['page', undefined]);
    expect(community!.current).toBe('true');
  });

  it('ignores a query or hash in a link', () => {
    const marked = markCurrent([{ label: 'Contact', href: '/contact?subject=Hi' }], '/contact');
    expect(marked[0]!.current).toBe('page');
  });
});

describe('currentLabel', () => {
  it('is the current link, else the fallback', () => {
    expect(currentLabel(markCurrent(items, '/ematixprime/community/student'), 'Menu')).toBe('Student chapter');
    expect(currentLabel(markCurrent(items, '/products'), 'Menu')).toBe('Apps');
    expect(currentLabel(markCurrent(items, '/elsewhere'), 'Menu')).toBe('Menu');
  });
});

describe('submenuKeyAction', () => {
  it('on the button: ArrowDown opens at the first item, ArrowUp at the last, Escape closes', () => {
    expect(submenuKeyAction('ArrowDown', -1, 4)).toEqual({ type: 'open', focus: 0 });
    expect(submenuKeyAction('ArrowUp', -1, 4)).toEqual({ type: 'open', focus: 3 });
    expect(submenuKeyAction('Escape', -1, 4)).toEqual({ type: 'close', focusButton: false });
    for (const key of ['Enter', ' ', 'Tab', 'ArrowLeft', 'Home']) expect(submenuKeyAction(key, -1, 4)).toBeNull();
  });

  it('on a link: Escape closes and returns focus to the button; moving is the shared keyboard model', () => {
    expect(submenuKeyAction('Escape', 1, 3)).toEqual({ type: 'close', focusButton: true });
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End']) expect(submenuKeyAction(key, 1, 3)).toBeNull();
  });

  it('never handles Tab (no focus trap) nor the left and right arrows', () => {
    for (const key of ['Tab', 'ArrowLeft', 'ArrowRight', 'Enter']) {
      expect(submenuKeyAction(key, 1, 3)).toBeNull();
      expect(submenuKeyAction(key, -1, 3)).toBeNull();
    }
  });

  it('an empty submenu has nothing to open', () => {
    expect(submenuKeyAction('ArrowDown', -1, 0)).toBeNull();
  });
});
