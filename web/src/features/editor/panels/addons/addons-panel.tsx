import { WIDGETS, widgetHtml, widgetOf, type WidgetDefinition } from '../../../../../../common/editor/widgets.ts';
import { useTrans } from '../../../../lib/i18n.tsx';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import { elementNode } from '../../state/element-info.ts';
import { ScriptPolicyNote } from './script-policy-note.tsx';
import { WidgetSettings } from './widget-settings.tsx';
import './addons.css';

function WidgetCard({ widget }: { widget: WidgetDefinition }) {
  const { store, drag } = useEditor();
  const trans = useTrans();
  const html = widgetHtml(widget);
  return (
    <button
      type="button"
      className="sw-editor-element-card sw-editor-addon-card"
      data-testid="addon-card"
      data-widget={widget.kind}
      title={trans('Drag into the page, or click to add')}
      onPointerDown={(event) => {
        // No text selection or focus change from a mouse press that may become a drag.
        if (event.pointerType === 'mouse') event.preventDefault();
        drag.press({ kind: 'new', html, label: widget.name, isColumn: false }, event);
      }}
      onClick={() => {
        if (!drag.justDragged) store.appendElement(html);
      }}
    >
      <span className="sw-editor-element-icon" aria-hidden="true">
        {widget.name.charAt(0)}
      </span>
      <span className="sw-editor-addon-text">
        <span className="sw-editor-element-name">{trans(widget.name)}</span>
        <span className="sw-editor-addon-description">{trans(widget.description)}</span>
      </span>
    </button>
  );
}

/**
 * The add-on widgets: drag or click to add one; the selected widget's data attributes are edited
 * below the list (and in the settings panel).
 */
export function AddonsPanel() {
  const { store } = useEditor();
  const trans = useTrans();
  const selectedId = useEditorState((s) => s.selectedId);
  useEditorState((s) => s.revision);
  const selected = elementNode(store.document, selectedId);
  return (
    <div className="sw-editor-addons" data-testid="addons-panel">
      <div className="sw-editor-addon-list">
        {WIDGETS.map((widget) => (
          <WidgetCard key={widget.kind} widget={widget} />
        ))}
      </div>
      {selected && widgetOf(selected) ? (
        <WidgetSettings key={selected.id} id={selected.id} />
      ) : (
        <p className="sw-muted">{trans('Select a widget in the page to change its settings.')}</p>
      )}
      <ScriptPolicyNote />
    </div>
  );
}
