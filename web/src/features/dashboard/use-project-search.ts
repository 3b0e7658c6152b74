import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readSearchQuery, SEARCH_DEBOUNCE_MS, withSearchQuery } from './project-search.ts';

/**
 * The search box's text (`input`, follows every key) and the search in effect (`query`, the URL's
 * ?query=, 300 ms behind the typing). Back/forward or a link changing ?query= refills the box.
 * `resetParams` are dropped when the search changes (a new search starts on page 1).
 */
export function useUrlSearchQuery({ resetParams = [] }: { resetParams?: readonly string[] } = {}) {
  const [params, setParams] = useSearchParams();
  const query = readSearchQuery(params);
  const [input, setInput] = useState(query);
  // The last query this hook wrote to the URL: the URL catching up with typing must not reset the box.
  const written = useRef(query);

  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setInput(query);
  }, [query]);

  useEffect(() => {
    const next = withSearchQuery(params, input);
    if (!next) return;
    const timer = setTimeout(() => {
      written.current = readSearchQuery(next);
      for (const name of resetParams) next.delete(name);
      setParams(next, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, params, setParams, resetParams]);

  return { input, setInput, query };
}
