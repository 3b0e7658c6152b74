import { Fragment } from 'react';
import { useTrans } from '../../../lib/i18n.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { ancestry, elementLabel } from '../state/element-info.ts';

/** The selected element's ancestors from the body down; each selects its element. */
export function Breadcrumb() {
  const { store } = useEditor();
  const trans = useTrans();
  const selectedId = useEditorState((s) => s.selectedId);
  useEditorState((s) => s.revision);
  const path = selectedId ? ancestry(store.document, selectedId) : [];

  return (
    <nav className="sw-editor-breadcrumb" data-testid="breadcrumb" aria-label={trans('Selected element')}>
      {path.length === 0 ? (
        <span className="sw-muted">{trans('No element selected')}</span>
      ) : (
        <ol>
          {path.map((id, i) => (
            <Fragment key={id}>
              {i > 0 && (
                <li aria-hidden="true" className="sw-editor-breadcrumb-sep">
                  ›
                </li>
              )}
              <li>
                <button type="button" data-testid="breadcrumb-item" data-id={id} aria-current={id === selectedId ? 'true' : undefined} onClick={() => store.select(id)}>
                  {trans(elementLabel(store.document.nodes.get(id)))}
                </button>
              </li>
            </Fragment>
          ))}
        </ol>
      )}
    </nav>
  );
}
