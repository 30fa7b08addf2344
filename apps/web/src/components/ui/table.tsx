import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

/** The admin's table: bordered, scrolls sideways on small screens, the Actions column stays in view. */
export function Table({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="table-sticky-actions w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A column header that sorts by its column; a second click reverses the order. */
export function SortHeader<S extends string>({
  column,
  label,
  sort,
  order,
  onSort,
}: {
  column: S;
  label: string;
  sort: S;
  order: SortOrder;
  onSort: (column: S) => void;
}) {
  const active = sort === column;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-4 py-3 text-start"
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="font-semibold text-slate-700 hover:text-brand-700"
      >
        {label} {active ? (order === 'asc' ? '▲' : '▼') : ''}
      </button>
    </th>
  );
}

export function ActionsHeader() {
  return (
    <th scope="col" className="px-4 py-3 text-end font-semibold text-slate-700">
      Actions
    </th>
  );
}

/** The row shown when a page has no rows. */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-8 text-center text-slate-500">
        {text}
      </td>
    </tr>
  );
}
