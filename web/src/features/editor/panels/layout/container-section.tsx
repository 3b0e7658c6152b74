import { useId, useRef } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import { containerKind, type PageDocument } from '../../model.ts';
import { elementNode } from '../../state/element-info.ts';
import { PanelIcon } from './icons.tsx';
import { addRowTo, moveAmong, setContainerFluid } from './layout-actions.ts';
import { gridChildren } from './layout-structure.ts';
import { useRefocus } from './use-refocus.ts';

/** "4 + 4 + 4": a row's column spans at a glance (a column without col-sm-N shows as "auto"). */
function spansSummary(doc: PageDocument, rowId: string): string {
  const spans = gridChildren(doc, rowId, 'column').map((column) => /(?:^|\s)col-sm-(\d{1,2})(?:\s|$)/.exec(column.attrs.class ?? '')?.[1] ?? 'auto');
  return spans.join(' + ');
}

/** The selected structure's container: fixed or full width, and its rows (select, reorder, add). */
export function ContainerSection({ containerId, rowIds, activeRowId }: { containerId: string; rowIds: string[]; activeRowId: string | null }) {
  const { store } = useEditor();
  const trans = useTrans();
  const revision = useEditorState((s) => s.revision);
  const selectedId = useEditorState((s) => s.selectedId);
  const headingId = useId();
  const list = useRef<HTMLOListElement>(null);
  const refocus = useRefocus(list, revision);
  const container = elementNode(store.document, containerId);
  if (!container) return null;
  const fluid = containerKind(container) === 'container-fluid';
  const move = (id: string, direction: -1 | 1, testId: string) => {
    refocus(id, testId);
    moveAmong(store, id, rowIds, direction);
  };

  return (
    <section className="sw-layout-section" aria-labelledby={headingId} data-testid="layout-container" data-node-id={containerId}>
      <header className="sw-layout-section-head">
        <h3 id={headingId}>{trans('Container')}</h3>
        <button type="button" className="sw-editor-link-btn" data-testid="layout-select-container" aria-current={selectedId === containerId ? 'true' : undefined} onClick={() => store.select(containerId)}>
          {selectedId === containerId ? trans('Selected') : trans('Select')}
        </button>
      </header>
      <div className="sw-layout-segmented" role="radiogroup" aria-label={trans('Container width')}>
        <label>
          <input type="radio" name={`${headingId}-width`} data-testid="container-fixed" checked={!fluid} onChange={() => setContainerFluid(store, containerId, false)} />
          <span>{trans('Fixed width')}</span>
        </label>
        <label>
          <input type="radio" name={`${headingId}-width`} data-testid="container-fluid" checked={fluid} onChange={() => setContainerFluid(store, containerId, true)} />
          <span>{trans('Full width')}</span>
        </label>
      </div>

      <h4 className="sw-layout-subhead">{trans('Rows')}</h4>
      {rowIds.length === 0 && <p className="sw-muted">{trans('This container has no rows yet.')}</p>}
      <ol className="sw-layout-list" ref={list} data-testid="layout-rows">
        {rowIds.map((id, index) => (
          <li
            key={id}
            className="sw-layout-item"
            data-testid="layout-row"
            data-node-id={id}
            data-active={id === activeRowId}
            onKeyDown={(event) => {
              if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
              event.preventDefault();
              move(id, event.key === 'ArrowUp' ? -1 : 1, 'layout-row-select');
            }}
          >
            <button type="button" className="sw-layout-item-name" data-testid="layout-row-select" aria-current={id === selectedId ? 'true' : undefined} onClick={() => store.select(id)}>
              {trans('Row :number', { number: index + 1 })}
              <span className="sw-muted">{spansSummary(store.document, id)}</span>
            </button>
            <button type="button" className="sw-layout-icon-btn" data-testid="layout-row-up" aria-label={trans('Move row :number up', { number: index + 1 })} title={trans('Move up')} disabled={index === 0} onClick={() => move(id, -1, 'layout-row-up')}>
              <PanelIcon name="arrowUp" />
            </button>
            <button type="button" className="sw-layout-icon-btn" data-testid="layout-row-down" aria-label={trans('Move row :number down', { number: index + 1 })} title={trans('Move down')} disabled={index === rowIds.length - 1} onClick={() => move(id, 1, 'layout-row-down')}>
              <PanelIcon name="arrowDown" />
            </button>
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" data-testid="add-row" onClick={() => addRowTo(store, containerId)}>
        <PanelIcon name="plus" /> {trans('Add row')}
      </Button>
    </section>
  );
}
