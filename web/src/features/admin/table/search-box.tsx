import { useEffect, useId, useRef, useState } from 'react';
import { useTrans } from '../../../lib/i18n.tsx';
import { normalizeQuery } from './list-state.ts';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in effect (the address's). */
  query: string;
  onSearch: (query: string) => void;
  label: string;
}

/**
 * The table's search input: the address follows the typing 300 ms after the last key, and a
 * change of the address (back, forward, a shared link) refills the box.
 */
export function SearchBox({ query, onSearch, label }: SearchBoxProps) {
  const trans = useTrans();
  const id = useId();
  const [input, setInput] = useState(query);
  // The last query this box asked for: the address catching up with the typing must not reset it.
  const asked = useRef(query);

  useEffect(() => {
    if (query === asked.current) return;
    asked.current = query;
    setInput(query);
  }, [query]);

  useEffect(() => {
    const typed = normalizeQuery(input);
    if (typed === asked.current) return;
    const timer = setTimeout(() => {
      asked.current = typed;
      onSearch(typed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, onSearch]);

  return (
    <div className="sw-table-search">
      <label htmlFor={id} className="sw-visually-hidden">
        {trans(label)}
      </label>
      <input
        id={id}
        type="search"
        className="sw-input sw-input-sm"
        placeholder={trans(label)}
        value={input}
        autoComplete="off"
        spellCheck={false}
        data-testid="table-search"
        onChange={(event) => setInput(event.target.value)}
      />
    </div>
  );
}
