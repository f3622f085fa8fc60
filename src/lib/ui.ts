/** Class lists shared by the design-system components, so a link that looks like a button matches a real button. */

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'bg-accent-400 text-brand-950 hover:bg-accent-300 focus-visible:outline-accent-500',
  outline: 'border-2 border-brand-700 text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
  ghost: 'text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-[2.25rem] px-4 text-sm',
  md: 'min-h-[2.75rem] px-5 text-base',
  lg: 'min-h-[3.25rem] px-7 text-lg',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
