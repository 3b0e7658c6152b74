import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { firstMatch, loadIcons, searchIcons, TypeAhead, type IconChoice } from './icon-list.ts';
import './icon-picker-dialog.css';

export const ICON_PICKER_TITLE = 'Select an icon';
export const NO_MATCHING_ITEMS = 'There are no items matching your query';
/** Icons per row of the list (arrow up and down move by a row). */
const COLUMNS = 6;
const PAGE_ROWS = 4;
/**
 * The list shows only the rows in view (and a few around them): each glyph is an SVG document
 * of its own, and a thousand of them at once would stall the editor.
 */
const ROW_HEIGHT_PX = 72;
const LIST_MAX_HEIGHT_PX = 420;
const OVERSCAN_ROWS = 1;

export interface IconPickerDialogProps {
  open: boolean;
  /** The icon's current name (icon-<name>), highlighted when the list opens. */
  current: string | null;
  onClose: () => void;
  onPick: (name: string) => void;
}

/** "Select an icon": search by name or keyword, arrows and type-ahead in the list, Enter or a click picks. */
export function IconPickerDialog({ open, current, onClose, onPick }: IconPickerDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={ICON_PICKER_TITLE} size="lg" className="sw-icon-picker-dialog">
      <IconPicker current={current} onPick={onPick} />
    </Dialog>
  );
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; icons: IconChoice[] };

function IconPicker({ current, onPick }: Pick<IconPickerDialogProps, 'current' | 'onPick'>) {
  const trans = useTrans();
  const listId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const typeAhead = useRef(new TypeAhead());
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);

  useEffect(() => {
    let live = true;
    loadIcons().then(
      (icons) => {
        if (!live) return;
        setLoaded({ state: 'ready', icons });
        setActive(Math.max(0, icons.findIndex((icon) => icon.name === current)));
      },
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt, current]);

  // After showModal, which focuses the dialog's first button.
  useEffect(() => {
    const frame = requestAnimationFrame(() => searchRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  // Typing stays responsive: the list follows the query when the browser has time.
  const search = useDeferredValue(query);
  const results = useMemo(() => (loaded.state === 'ready' ? searchIcons(loaded.icons, search) : []), [loaded, search]);
  const activeIcon = results[Math.min(active, results.length - 1)] as IconChoice | undefined;

  // The active icon's row scrolled into view (it may not be rendered yet).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const top = Math.floor(active / COLUMNS) * ROW_HEIGHT_PX;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + ROW_HEIGHT_PX > list.scrollTop + list.clientHeight) list.scrollTop = top + ROW_HEIGHT_PX - list.clientHeight;
    setScrollTop(list.scrollTop);
  }, [active, results]);

  const rows = Math.ceil(results.length / COLUMNS);
  const firstRow = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT_PX) - OVERSCAN_ROWS);
  const lastRow = Math.min(rows, Math.ceil((scrollTop + LIST_MAX_HEIGHT_PX) / ROW_HEIGHT_PX) + OVERSCAN_ROWS);

  const move = (to: number) => setActive(Math.max(0, Math.min(results.length - 1, to)));

  const onListKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      ArrowDown: active + COLUMNS,
      ArrowUp: active - COLUMNS,
      PageDown: active + COLUMNS * PAGE_ROWS,
      PageUp: active - COLUMNS * PAGE_ROWS,
      Home: 0,
      End: results.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      move(moves[event.key]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (activeIcon) onPick(activeIcon.name);
    } else if (event.key.length === 1) {
      event.preventDefault();
      const at = firstMatch(results, typeAhead.current.type(event.key, event.timeStamp));
      if (at >= 0) setActive(at);
    }
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      listRef.current?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeIcon) onPick(activeIcon.name);
    }
  };

  return (
    <div className="sw-icon-picker" data-testid="icon-picker">
      <input
        ref={searchRef}
        type="search"
        className="sw-input sw-icon-picker-search"
        placeholder={trans('Search icons...')}
        aria-label={trans('Search icons...')}
        aria-controls={listId}
        value={query}
        data-testid="icon-search"
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onSearchKey}
      />
      {loaded.state === 'loading' && <p className="sw-muted">{trans('Loading icons…')}</p>}
      {loaded.state === 'failed' && (
        <p className="sw-field-error" role="alert">
          {trans('The icons could not be loaded.')}{' '}
          <Button variant="text" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {trans('Try again')}
          </Button>
        </p>
      )}
      {loaded.state === 'ready' && results.length === 0 && (
        <p className="sw-icon-picker-empty" role="status" data-testid="icon-picker-empty">
          {trans(NO_MATCHING_ITEMS)}
        </p>
      )}
      {loaded.state === 'ready' && results.length > 0 && (
        <div
          ref={listRef}
          id={listId}
          className="sw-icon-picker-list"
          role="listbox"
          tabIndex={0}
          aria-label={trans('Icons')}
          aria-activedescendant={activeIcon ? `${listId}-${activeIcon.name}` : undefined}
          data-testid="icon-list"
          style={{ maxHeight: LIST_MAX_HEIGHT_PX }}
          onKeyDown={onListKey}
          onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        >
          <div role="presentation" className="sw-icon-picker-rows" style={{ height: rows * ROW_HEIGHT_PX }}>
            <div
              role="presentation"
              className="sw-icon-picker-grid"
              style={{ top: firstRow * ROW_HEIGHT_PX, gridTemplateColumns: `repeat(${COLUMNS}, minmax(0, 1fr))`, gridAutoRows: ROW_HEIGHT_PX }}
            >
              {results.slice(firstRow * COLUMNS, lastRow * COLUMNS).map((icon, offset) => {
                const index = firstRow * COLUMNS + offset;
                return (
                  <div
                    key={icon.name}
                    id={`${listId}-${icon.name}`}
                    role="option"
                    aria-selected={index === active}
                    aria-posinset={index + 1}
                    aria-setsize={results.length}
                    data-current={icon.name === current || undefined}
                    data-index={index}
                    data-name={icon.name}
                    data-testid="icon-option"
                    className="sw-icon-picker-option"
                    title={icon.name}
                    onClick={() => onPick(icon.name)}
                  >
                    <img src={icon.url} alt="" width={24} height={24} />
                    <span>{icon.name}</span>
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
