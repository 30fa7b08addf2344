import type { ReactNode } from 'react';
import { parseInteger } from './parse-number.ts';

/** The settings form's building blocks: a titled section, a labelled field with its error, a number field. */
export const SAVE_DELAY_MS = 500;
export const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** A refused field's message, shown under it; the control points to it with aria-describedby. */
export const errorId = (path: string) => `error-${path.replace('.', '-')}`;
export const errorProps = (path: string | undefined, error: string | undefined) =>
  path && error ? { 'aria-invalid': true, 'aria-describedby': errorId(path) } : {};

export function Field({
  label,
  path,
  error,
  children,
}: {
  label: string;
  path?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  // The control is passed as children, so the label wraps (and names) it.
  return (
    <div>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the wrapped child is the control */}
      <label className="block text-sm font-medium text-slate-700">
        {label}
        {children}
      </label>
      {path && error && (
        <p id={errorId(path)} className="mt-1 text-sm text-red-700" data-testid={`error-${path}`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function IntegerField(props: {
  label: string;
  path: string;
  error: string | undefined;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <Field label={props.label} path={props.path} error={props.error}>
      <input
        className={field}
        {...errorProps(props.path, props.error)}
        type="number"
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        value={props.value}
        onChange={(e) => props.onChange(parseInteger(e.target.value))}
      />
    </Field>
  );
}
