import { useId } from 'react';
import { widgetOf, type WidgetField } from '../../../../../../common/editor/widgets.ts';
import { useTrans } from '../../../../lib/i18n.tsx';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import type { ElementNode } from '../../model.ts';
import { elementNode } from '../../state/element-info.ts';
import type { EditorStore } from '../../state/editor-store.ts';
import { SettingsSection } from '../settings/fields.tsx';
import './addons.css';

/**
 * Sets one data attribute of a widget. Typing into one field is one history step (the merge key
 * is per element and attribute), like typing in the canvas.
 */
export function setWidgetAttribute(store: EditorStore, id: string, field: WidgetField, value: string): boolean {
  return store.edit([{ type: 'setAttributes', id, attrs: { [field.attribute]: value } }], { label: `Change ${field.label.toLowerCase()}`, mergeKey: `widget:${id}:${field.attribute}` });
}

function FieldControl({ id, field, value }: { id: string; field: WidgetField; value: string }) {
  const { store } = useEditor();
  const trans = useTrans();
  const controlId = useId();
  const hintId = useId();
  const common = {
    id: controlId,
    value,
    'aria-describedby': field.hint ? hintId : undefined,
    'data-testid': `widget-field-${field.attribute}`,
    onChange: (event: { currentTarget: { value: string } }) => setWidgetAttribute(store, id, field, event.currentTarget.value),
  };
  let control;
  if (field.options) {
    control = (
      <select className="sw-input" {...common}>
        {/* A value written by hand that the list lacks stays visible rather than silently changing. */}
        {!field.options.some((option) => option.value === value) && <option value={value}>{value || trans('(not set)')}</option>}
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {trans(option.label)}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = <textarea className="sw-input" rows={2} {...common} />;
  } else {
    control = <input className="sw-input" type={field.type === 'url' ? 'url' : 'text'} {...common} />;
  }
  return (
    <div className="sw-editor-field">
      <label htmlFor={controlId} className="sw-label">
        {trans(field.label)}
      </label>
      {control}
      {field.hint && (
        <span id={hintId} className="sw-field-description">
          {trans(field.hint)}
        </span>
      )}
    </div>
  );
}

/** The data attributes of a selected add-on widget, each its own undoable setting. */
export function WidgetSettings({ id, showTitle = true }: { id: string; showTitle?: boolean }) {
  const { store } = useEditor();
  const trans = useTrans();
  useEditorState((s) => s.revision);
  const node = elementNode(store.document, id);
  const widget = widgetOf(node);
  if (!node || !widget) return null;
  return (
    <div className="sw-editor-widget-settings" data-testid="widget-settings" data-widget={widget.kind}>
      {showTitle && <h3 className="sw-editor-addons-heading">{trans(':name settings', { name: trans(widget.name) })}</h3>}
      {widget.fields.map((field) => (
        <FieldControl key={field.attribute} id={id} field={field} value={node.attrs[field.attribute] ?? ''} />
      ))}
    </div>
  );
}

/** The widget's section of the settings panel (panels/settings/settings-panel.tsx); nothing for other elements. */
export function WidgetSettingsSection({ node }: { node: ElementNode }) {
  const widget = widgetOf(node);
  if (!widget) return null;
  return (
    <SettingsSection title={widget.name} testId="settings-widget">
      <WidgetSettings id={node.id} showTitle={false} />
    </SettingsSection>
  );
}
