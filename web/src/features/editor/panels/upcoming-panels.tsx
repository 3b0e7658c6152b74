import type { ReactNode } from 'react';
import { useTrans } from '../../../lib/i18n.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { elementLabel, elementNode } from '../state/element-info.ts';
import { ImageSettings } from './image-settings.tsx';

// Style, settings and add-ons: the panel frame exists (switching, the selected element); their
// controls come with the panels issue, except the image settings (uploads issue).

function SelectedElement() {
  const { store } = useEditor();
  const trans = useTrans();
  const selectedId = useEditorState((s) => s.selectedId);
  useEditorState((s) => s.revision);
  const node = selectedId ? store.document.nodes.get(selectedId) : undefined;
  return (
    <p className="sw-editor-panel-selected" data-testid="panel-selected-element">
      {node ? trans('Selected: :name', { name: trans(elementLabel(node)) }) : trans('Select an element in the page to edit it.')}
    </p>
  );
}

export function ComingSoon({ children }: { children: ReactNode }) {
  const trans = useTrans();
  return (
    <div className="sw-editor-coming-soon" data-testid="panel-coming-soon">
      <strong>{trans('Coming soon')}</strong>
      <p className="sw-muted">{children}</p>
    </div>
  );
}

export function StylePanel() {
  const trans = useTrans();
  return (
    <>
      <SelectedElement />
      <ComingSoon>{trans('Colours, typography, spacing, borders and shadows of the selected element.')}</ComingSoon>
    </>
  );
}

export function SettingsPanel() {
  const { store } = useEditor();
  const trans = useTrans();
  const selectedId = useEditorState((s) => s.selectedId);
  useEditorState((s) => s.revision);
  const node = elementNode(store.document, selectedId);
  if (node?.tag === 'img') {
    return (
      <>
        <SelectedElement />
        <ImageSettings key={node.id} id={node.id} />
      </>
    );
  }
  return (
    <>
      <SelectedElement />
      <ComingSoon>{trans('Element settings such as links, images, icons and form fields.')}</ComingSoon>
    </>
  );
}

export function AddonsPanel() {
  const trans = useTrans();
  return <ComingSoon>{trans('Widgets such as waitlist signups and articles.')}</ComingSoon>;
}
