import type { Flash } from './use-flash.ts';

export function FlashList({ flashes }: { flashes: Flash[] }) {
  return (
    <div className="pointer-events-none fixed end-4 top-20 z-50 flex w-80 flex-col gap-2" aria-live="polite">
      {flashes.map((f) => (
        <p
          key={f.id}
          role={f.kind === 'error' ? 'alert' : 'status'}
          className={`rounded-lg px-4 py-3 text-sm shadow-lg ${f.kind === 'error' ? 'bg-red-600 text-white' : 'bg-emerald-600 text-white'}`}
        >
          {f.text}
        </p>
      ))}
    </div>
  );
}
