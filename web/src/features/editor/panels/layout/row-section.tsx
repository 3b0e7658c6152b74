import { useId, useRef } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import { columnSpan, GRID_COLUMNS, type StyleBreakpoint } from '../../model.ts';
import type { EditorStore } from '../../state/editor-store.ts';
import { canRunElementAction, runElementAction } from '../../state/element-actions.ts';
import { PanelIcon } from './icons.tsx';
import { columnWidthAt, moveAmong, removeGridColumn, resetColumnWidth, setColumnWidth, type ColumnWidth } from './layout-actions.ts';
import { gridChildren } from './layout-structure.ts';
import { SIZE_NAMES } from './style-field.tsx';
import { RowStyle } from './row-style.tsx';
import { useRefocus } from './use-refocus.ts';

const SPANS = Array.from({ length: GRID_COLUMNS }, (_, i) => i + 1);

function widthNote(trans: ReturnType<typeof useTrans>, width: ColumnWidth, breakpoint: StyleBreakpoint): string {
  switch (width.source) {
    case 'here':
      return breakpoint === 'all' ? trans(':span/12 on all sizes', { span: width.span }) : trans(':span/12 on :size', { span: width.span, size: trans(SIZE_NAMES[breakpoint]) });
    case 'inherited':
      return trans(':span/12 from :size', { span: width.span, size: trans(SIZE_NAMES[width.from ?? 'all']) });
    case 'stacked':
      return trans('Full width on :size', { size: trans(SIZE_NAMES[breakpoint]) });
    case 'class':
      return breakpoint === 'all' ? '' : trans(':span/12 from all sizes', { span: width.span });
  }
}

/** The row the column controls apply to: its columns (width, reorder, remove, add), gap and alignment. */
export function RowSection({ rowId, selectedColumnId }: { rowId: string; selectedColumnId: string | null }) {
  const { store } = useEditor();
  const trans = useTrans();
  const revision = useEditorState((s) => s.revision);
  const selectedId = useEditorState((s) => s.selectedId);
  useEditorState((s) => s.breakpoint);
  const breakpoint = store.styleBreakpoint;
  const headingId = useId();
  const list = useRef<HTMLOListElement>(null);
  const refocus = useRefocus(list, revision);
  const columns = gridChildren(store.document, rowId, 'column');
  const columnIds = columns.map((column) => column.id);
  const total = columns.reduce((sum, column) => sum + (columnSpan(column) ?? 0), 0);
  const move = (id: string, direction: -1 | 1, testId: string) => {
    refocus(id, testId);
    moveAmong(store, id, columnIds, direction);
  };

  return (
    <section className="sw-layout-section" aria-labelledby={headingId} data-testid="layout-row-section" data-node-id={rowId}>
      <header className="sw-layout-section-head">
        <h3 id={headingId}>{trans('Row')}</h3>
        <button type="button" className="sw-editor-link-btn" data-testid="layout-select-row" aria-current={selectedId === rowId ? 'true' : undefined} onClick={() => store.select(rowId)}>
          {selectedId === rowId ? trans('Selected') : trans('Select')}
        </button>
      </header>
      <h4 className="sw-layout-subhead">
        {trans('Columns')}
        <span className="sw-muted" data-testid="row-total">
          {trans(':used of :max', { used: total, max: GRID_COLUMNS })}
        </span>
      </h4>
      <ol className="sw-layout-list" ref={list} data-testid="layout-columns">
        {columns.map((column, index) => (
          <ColumnItem
            key={column.id}
            store={store}
            id={column.id}
            index={index}
            count={columns.length}
            breakpoint={breakpoint}
            active={column.id === selectedColumnId}
            onMove={move}
          />
        ))}
      </ol>
      <Button variant="outline" size="sm" data-testid="add-column" disabled={!canRunElementAction(store, 'addColumn', rowId)} onClick={() => runElementAction(store, 'addColumn', rowId)}>
        <PanelIcon name="plus" /> {trans('Add column')}
      </Button>
      <RowStyle rowId={rowId} />
    </section>
  );
}

interface ColumnItemProps {
  store: EditorStore;
  id: string;
  index: number;
  count: number;
  breakpoint: StyleBreakpoint;
  active: boolean;
  onMove: (id: string, direction: -1 | 1, testId: string) => void;
}

function ColumnItem({ store, id, index, count, breakpoint, active, onMove }: ColumnItemProps) {
  const trans = useTrans();
  const fieldId = useId();
  const width = columnWidthAt(store, id, breakpoint);
  if (!width) return null;
  const note = widthNote(trans, width, breakpoint);
  const name = trans('Column :number', { number: index + 1 });
  return (
    <li
      className="sw-layout-item sw-layout-column"
      data-testid="layout-column"
      data-node-id={id}
      data-active={active}
      data-span={width.span}
      onKeyDown={(event) => {
        if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
        event.preventDefault();
        onMove(id, event.key === 'ArrowLeft' ? -1 : 1, 'layout-column-select');
      }}
    >
      <button type="button" className="sw-layout-item-name" data-testid="layout-column-select" aria-current={active ? 'true' : undefined} onClick={() => store.select(id)}>
        {name}
      </button>
      <label className="sw-visually-hidden" htmlFor={fieldId}>
        {trans('Width of :name', { name })}
      </label>
      <select id={fieldId} className="sw-editor-select sw-layout-span" data-testid="column-span" value={width.span} onChange={(event) => setColumnWidth(store, id, Number(event.target.value), breakpoint)}>
        {SPANS.map((span) => (
          <option key={span} value={span}>
            {span}/12
          </option>
        ))}
      </select>
      <button type="button" className="sw-layout-icon-btn" data-testid="layout-column-left" aria-label={trans('Move :name left', { name })} title={trans('Move left')} disabled={index === 0} onClick={() => onMove(id, -1, 'layout-column-left')}>
        <PanelIcon name="arrowLeft" />
      </button>
      <button type="button" className="sw-layout-icon-btn" data-testid="layout-column-right" aria-label={trans('Move :name right', { name })} title={trans('Move right')} disabled={index === count - 1} onClick={() => onMove(id, 1, 'layout-column-right')}>
        <PanelIcon name="arrowRight" />
      </button>
      <button type="button" className="sw-layout-icon-btn" data-testid="layout-column-remove" aria-label={trans('Remove :name', { name })} title={trans('Remove column')} onClick={() => removeGridColumn(store, id)}>
        <PanelIcon name="remove" />
      </button>
      {note && (
        <span className="sw-layout-source sw-layout-column-note" data-testid="column-span-source" data-source={width.source}>
          {note}
          {width.source === 'here' && (
            <button type="button" className="sw-layout-icon-btn" data-testid="column-span-reset" aria-label={trans('Reset the width of :name on :size', { name, size: trans(SIZE_NAMES[breakpoint]) })} title={trans('Reset')} onClick={() => resetColumnWidth(store, id, breakpoint)}>
              <PanelIcon name="reset" size={14} />
            </button>
          )}
        </span>
      )}
    </li>
  );
}
