import { pageNumbers } from './page-numbers.ts';

const PAGER = 'min-w-9 rounded-md border border-slate-300 px-2.5 py-1 text-sm disabled:opacity-40';

/** Rows per page (5/10/25/50) and page buttons: first, last and current ± 1 with ellipses, as the spec says. */
export function Pagination({
  page,
  pageSize,
  totalPages,
  summary,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  totalPages: number;
  /** The row count in words ("12 documents", "1 FAQ"). */
  summary: string;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <label className="flex items-center gap-2 text-sm text-slate-600">
        Rows per page
        <select
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          className="rounded-md border border-slate-300 px-2 py-1"
        >
          {[5, 10, 25, 50].map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
        <span>{summary}</span>
      </label>
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className={PAGER}
          disabled={page === 1}
          onClick={() => onPage(1)}
          aria-label="First page"
        >
          «
        </button>
        <button
          type="button"
          className={PAGER}
          disabled={page === 1}
          onClick={() => onPage(page - 1)}
          aria-label="Previous page"
        >
          ‹
        </button>
        {pageNumbers(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <span key={`gap-${i}`} className="px-1.5 py-1 text-slate-400">
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              aria-current={p === page ? 'page' : undefined}
              className={`${PAGER} ${p === page ? 'bg-brand-600 text-white' : ''}`}
              onClick={() => onPage(p)}
            >
              {p}
            </button>
          ),
        )}
        <button
          type="button"
          className={PAGER}
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
          aria-label="Next page"
        >
          ›
        </button>
        <button
          type="button"
          className={PAGER}
          disabled={page >= totalPages}
          onClick={() => onPage(totalPages)}
          aria-label="Last page"
        >
          »
        </button>
      </div>
    </nav>
  );
}
