import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';

export const FIELD = 'rounded-lg border border-slate-300 px-3 py-2';

/** A table's search box: the placeholder is visible, the label is for screen readers (and e2e by label). */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  className = 'w-full max-w-md',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  return (
    <input
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      aria-label={label}
      className={`${className} ${FIELD}`}
    />
  );
}

export function Input({ className = '', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`${FIELD} ${className}`.trim()} {...props} />;
}

export function Select({ className = '', ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={`${FIELD} ${className}`.trim()} {...props} />;
}
