import { useEffect, useState } from 'react';
import type { SortOrder } from '../../../components/ui/table.tsx';

/**
 * A server-side table's query: search (typing pauses 250 ms before it applies, so each keystroke is not a
 * request), sort column and order, page and page size; a new search or page size goes back to page 1.
 */
export function useTableQuery<S extends string>(defaultSort: S, descendingFirst: S) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<S>(defaultSort);
  const [order, setOrder] = useState<SortOrder>(defaultSort === descendingFirst ? 'desc' : 'asc');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search);
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);

  const sortBy = (column: S) => {
    if (sort === column) setOrder((o) => (o === 'asc' ? 'desc' : 'asc'));
    else {
      setSort(column);
      setOrder(column === descendingFirst ? 'desc' : 'asc');
    }
  };
  const params = new URLSearchParams({ q, sort, order, page: String(page), pageSize: String(pageSize) });
  return {
    search,
    setSearch,
    q,
    sort,
    order,
    sortBy,
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    params,
  };
}
