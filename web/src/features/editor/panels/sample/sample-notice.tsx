import { useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import { elementLabel } from '../../state/element-info.ts';
import { keepAsContent, sampleAround } from '../../state/sample-content.ts';
import type { PanelName } from '../../state/editor-store.ts';
import './sample-notice.css';

/** The panels about the selected element, where the notice shows. */
const ELEMENT_PANELS: ReadonlySet<PanelName> = new Set(['style', 'settings', 'layout']);

/**
 * Over the selected element's panels: when it is (or is inside) sample content a generator made
 * up, says so and offers to keep it as the owner's own, which removes the mark in one undoable step.
 */
export function SampleNotice() {
  const { store } = useEditor();
  const trans = useTrans();
  const selectedId = useEditorState((s) => s.selectedId);
  const panel = useEditorState((s) => s.panel);
  useEditorState((s) => s.revision);
  const sample = ELEMENT_PANELS.has(panel) ? sampleAround(store.document, selectedId) : null;
  if (!sample) return null;
  const inside = sample.id !== selectedId;

  return (
    <div className="sw-sample-notice" role="note" data-testid="sample-notice" data-sample-id={sample.id}>
      <p className="sw-sample-notice-title">{inside ? trans('Inside sample content') : trans('Sample content')}</p>
      <p className="sw-field-description">
        {inside
          ? trans('This :name was made up as an example. Replace it with your own, or keep it if it is true.', { name: trans(elementLabel(sample)).toLowerCase() })
          : trans('This was made up as an example. Replace it with your own, or keep it if it is true.')}
      </p>
      <Button size="sm" variant="outline" data-testid="sample-keep" onClick={() => keepAsContent(store, sample.id)}>
        {trans('Keep as my content')}
      </Button>
    </div>
  );
}
