import { useState, type FormEvent } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useEditor } from '../../editor-context.tsx';
import type { ElementNode, PageDocument } from '../../model.ts';
import { setAttribute } from './element-edits.ts';
import { TextSetting } from './fields.tsx';

// Every element's id and title, and an editor for any other attribute (never data-id: the
// editor's own; never on* handlers: a page runs no inline script).

export const ATTRIBUTE_MESSAGES = {
  name: 'Enter a valid attribute name.',
  reserved: 'This attribute is managed by the editor.',
  handler: 'Event handler attributes are not allowed: a page runs no inline scripts.',
  duplicateId: 'Another element on this page has this id.',
} as const;

const DEDICATED = new Set(['id', 'title']);
const NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;

/** Why `name` cannot be added, or null. */
export function attributeNameError(name: string): string | null {
  const lower = name.toLowerCase();
  if (!NAME.test(name)) return ATTRIBUTE_MESSAGES.name;
  if (lower === 'data-id') return ATTRIBUTE_MESSAGES.reserved;
  if (lower.startsWith('on')) return ATTRIBUTE_MESSAGES.handler;
  return null;
}

/** Whether another element of the page has this id. O(page), only while the field shows one. */
function idTakenElsewhere(doc: PageDocument, id: string, elementId: string): boolean {
  for (const node of doc.nodes.values()) if (node.type === 'element' && node.id !== elementId && node.attrs.id === id) return true;
  return false;
}

export function IdTitleSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  const id = node.attrs.id ?? '';
  return (
    <>
      <TextSetting
        label="ID"
        value={id}
        testId="setting-id"
        hint="Links can point to this element with #id."
        error={id && idTakenElsewhere(store.document, id, node.id) ? ATTRIBUTE_MESSAGES.duplicateId : null}
        // An id is one word: spaces become dashes as they are typed.
        onChange={(value) => setAttribute(store, node.id, 'id', value.trim() ? value.trim().replace(/\s+/g, '-') : null, { label: 'Change id' })}
      />
      <TextSetting label="Title" value={node.attrs.title ?? ''} testId="setting-title" hint="Shown as a tooltip." onChange={(value) => setAttribute(store, node.id, 'title', value || null, { label: 'Change title' })} />
    </>
  );
}

export function AttributeEditor({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  const trans = useTrans();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const attributes = Object.entries(node.attrs).filter(([attribute]) => attribute !== 'data-id' && !DEDICATED.has(attribute));

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = attributeNameError(trimmed);
    if (problem) return setError(problem);
    setError(null);
    setAttribute(store, node.id, trimmed.toLowerCase(), value, { label: 'Add attribute', merge: false });
    setName('');
    setValue('');
  };

  return (
    <div className="sw-settings-attributes" data-testid="attribute-editor">
      {attributes.map(([attribute, current]) => (
        <div key={attribute} className="sw-settings-attribute" data-testid="attribute-row" data-name={attribute}>
          <TextSetting label={attribute} value={current} testId={`attribute-${attribute}`} onChange={(text) => setAttribute(store, node.id, attribute, text)} />
          <Button
            variant="text"
            size="sm"
            aria-label={trans('Remove attribute :name', { name: attribute })}
            data-testid="attribute-remove"
            onClick={() => setAttribute(store, node.id, attribute, null, { label: 'Remove attribute', merge: false })}
          >
            ×
          </Button>
        </div>
      ))}
      <form className="sw-settings-attribute-new" onSubmit={add} noValidate>
        <input
          className="sw-input"
          aria-label={trans('Attribute name')}
          placeholder={trans('Name')}
          value={name}
          aria-invalid={error ? true : undefined}
          data-testid="attribute-new-name"
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        <input className="sw-input" aria-label={trans('Attribute value')} placeholder={trans('Value')} value={value} data-testid="attribute-new-value" onChange={(event) => setValue(event.target.value)} />
        <Button type="submit" variant="outline" size="sm" data-testid="attribute-add">
          {trans('Add')}
        </Button>
        {error && (
          <span className="sw-editor-field-error" role="alert" data-testid="attribute-error">
            {trans(error)}
          </span>
        )}
      </form>
    </div>
  );
}
