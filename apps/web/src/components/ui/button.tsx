import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60',
  secondary: 'border border-slate-300 bg-white font-medium hover:bg-slate-50',
  danger: 'bg-red-600 font-semibold text-white hover:bg-red-700 disabled:opacity-60',
  // Row actions in tables: a link-like word.
  link: 'font-medium text-brand-700 hover:underline',
  'link-danger': 'font-medium text-red-700 hover:underline',
} as const;
export type ButtonVariant = keyof typeof VARIANTS;

/** The admin's button look, also for links and file-picker labels that must look like buttons. */
export function buttonClass(variant: ButtonVariant = 'secondary', size: 'sm' | 'md' = 'md'): string {
  if (variant === 'link' || variant === 'link-danger') return VARIANTS[variant];
  return `rounded-lg text-sm ${size === 'sm' ? 'px-3 py-2' : 'px-4 py-2'} ${VARIANTS[variant]}`;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: 'sm' | 'md' }) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`.trim()} {...props} />;
}
