// Shared looks of the call-to-action links and buttons, so every page's buttons match.

export type ButtonVariant = 'accent' | 'brand' | 'outline' | 'outlineLight';
/** 'compact': smaller on a phone, where two buttons share a row; the regular size from 640 px. */
export type ButtonSize = 'regular' | 'compact';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-semibold shadow-sm transition-colors';

const sizes: Record<ButtonSize, string> = {
  regular: 'px-6 py-3 text-base',
  compact: 'px-4 py-2 text-sm sm:px-6 sm:py-3 sm:text-base',
};

const variants: Record<ButtonVariant, string> = {
  // Ink on amber: 8:1 contrast.
  accent: 'bg-accent-400 text-ink hover:bg-accent-300',
  brand: 'bg-brand-800 text-white hover:bg-brand-900',
  outline: 'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  // For dark (indigo or photo) backgrounds.
  outlineLight: 'border-2 border-white/85 text-white hover:bg-white/10',
};

export function buttonClass(
  variant: ButtonVariant,
  extra = '',
  size: ButtonSize = 'regular',
): string {
  return `${base} ${sizes[size]} ${variants[variant]} ${extra}`.trim();
}
