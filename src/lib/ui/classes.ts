/** Class lists shared by the design-system components, so a link that looks like a button matches a real button. */

/** `inverted`: a white outline button for dark (brand) backgrounds. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'inverted';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full py-2 text-center font-semibold transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'bg-accent-400 text-brand-950 hover:bg-accent-300 focus-visible:outline-accent-500',
  outline: 'border-2 border-brand-700 text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
  ghost: 'text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  inverted: 'border-2 border-white text-white hover:bg-white/10 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-[2.25rem] px-4 text-sm',
  md: 'min-h-[2.75rem] px-5 text-base',
  lg: 'min-h-[3.25rem] px-7 text-lg',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

export type CardTone = 'white' | 'soft' | 'brand';

/** The one definition of a card's box: rounded, and white with a soft shadow, soft grey, or the dark brand colour. */
const cardTones: Record<CardTone, { box: string; edge: string }> = {
  white: { box: 'bg-white shadow-card', edge: ' ring-1 ring-black/5' },
  soft: { box: 'bg-ink-soft', edge: ' ring-1 ring-black/5' },
  brand: { box: 'bg-brand-900 text-white', edge: '' },
};

/** `ring: false` leaves out the hairline edge (a card that stands out by its shadow alone). */
export function cardClasses(tone: CardTone = 'white', ring = true): string {
  const classes = cardTones[tone];
  if (!classes) throw new Error(`Card: tone must be ${Object.keys(cardTones).join(', ')}, got ${tone}`);
  // The common white card is one short class with the same rules (src/styles/global.css), for shorter HTML.
  if (tone === 'white' && ring) return 'card-white';
  return `rounded-card ${classes.box}${ring ? classes.edge : ''}`;
}

/** Throws `<Component>: <prop> must be a, b or c, got x` when `value` is not one of `allowed`. */
export function checkProp<T>(component: string, prop: string, value: T, allowed: readonly T[]): void {
  if (!allowed.includes(value)) {
    const list = allowed.map(String);
    const words = list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : list[0];
    throw new Error(`${component}: ${prop} must be ${words}, got ${String(value)}`);
  }
}

/**
 * Data attributes passed on to a component's root: `true` becomes an empty value, so `<CardGrid data-modules>`
 * renders `data-modules` as written instead of `data-modules="true"`.
 */
export function dataAttributes(attrs: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name,
      value === true ? '' : value === false || value == null ? undefined : String(value),
    ]),
  );
}

/**
 * How many columns (4, 3 or 2) a grid of `count` cards should have from the wide layout up: of 4 and 3, the one whose
 * last row is fuller (4 on a tie), so a grid ends in a full or nearly full row rather than one or two cards alone.
 * E.g. 6 → 3, 7 → 4, 5 → 3, 8 → 4, 14 → 3.
 */
export function balancedColumns(count: number): 2 | 3 | 4 {
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`balancedColumns: count must be a whole number, got ${count}`);
  if (count <= 2) return 2;
  const fill = (columns: number) => (count % columns || columns) / columns;
  return fill(4) >= fill(3) ? 4 : 3;
}
