import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTrans } from '../../../lib/i18n.tsx';
import { readListState, withFilter, writeListState } from './list-state.ts';

/** A link to the same list filtered by a row's value (e.g. a file's owner): a cell's way to set a filter. */
export function FilterLink({ filterKey, value, title, children }: { filterKey: string; value: unknown; title: string; children: ReactNode }) {
  const trans = useTrans();
  const [params] = useSearchParams();
  const next = writeListState(params, withFilter(readListState(params), filterKey, { value }));
  return (
    <Link to={{ search: `?${next.toString()}` }} title={trans(title)}>
      {children}
    </Link>
  );
}
