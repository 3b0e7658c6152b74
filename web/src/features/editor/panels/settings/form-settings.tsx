import { useState } from 'react';
import { DEFAULT_FORM_ACTION } from '../../../../../../common/editor/element-definitions.ts';
import { useTrans } from '../../../../lib/i18n.tsx';
import { EditorFormSettings } from '../../../forms/editor-form-settings.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useEditor } from '../../editor-context.tsx';
import type { ElementNode } from '../../model.ts';
import { addSelectOption, clampRows, formAction, selectOptions, setAttribute, setOptionText, TEXTAREA_ROWS } from './element-edits.ts';
import { TextSetting } from './fields.tsx';

/** A text area's rows, 1 to 10. */
export function TextareaSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  const rows = Number(node.attrs.rows);
  return (
    <TextSetting
      label="Rows"
      type="number"
      min={TEXTAREA_ROWS.min}
      max={TEXTAREA_ROWS.max}
      value={Number.isFinite(rows) && node.attrs.rows ? String(clampRows(rows)) : ''}
      testId="setting-rows"
      onChange={(value) => {
        const number = Number(value);
        if (value.trim() && Number.isFinite(number)) setAttribute(store, node.id, 'rows', String(clampRows(number)), { label: 'Change rows' });
      }}
    />
  );
}

/** The form's settings for the site's form intake, then where it sends its answers (emptied: the site's own intake). */
export function FormSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  return (
    <>
      <EditorFormSettings node={node} />
      <TextSetting
        label="Action"
        value={node.attrs.action ?? ''}
        placeholder={DEFAULT_FORM_ACTION}
        hint="Left empty, answers go to the site's Submissions. A full https:// address sends them to that service instead, without the inbox, e-mail or spam checks."
        testId="setting-form-action"
        onChange={(value) => value.trim() && setAttribute(store, node.id, 'action', value.trim(), { label: 'Change form action' })}
        onCommit={(value) => setAttribute(store, node.id, 'action', formAction(value), { label: 'Change form action' })}
      />
    </>
  );
}

/** A select's options: text and value of each, add and remove. */
export function SelectSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  const trans = useTrans();
  const [newText, setNewText] = useState('');
  const options = selectOptions(store.document, node.id);
  return (
    <div className="sw-settings-options" data-testid="setting-options">
      {options.map((option, index) => (
        <fieldset key={option.id} className="sw-settings-option" data-testid="setting-option">
          <legend className="sw-visually-hidden">{trans('Option :number', { number: index + 1 })}</legend>
          <TextSetting label="Text" value={option.text} testId="setting-option-text" onChange={(text) => setOptionText(store, option.id, text)} />
          <TextSetting
            label="Value"
            value={option.value ?? ''}
            placeholder={option.text}
            testId="setting-option-value"
            onChange={(value) => setAttribute(store, option.id, 'value', value === '' ? null : value, { label: 'Edit option' })}
          />
          <Button
            variant="text"
            size="sm"
            aria-label={trans('Remove option :name', { name: option.text })}
            data-testid="setting-option-remove"
            onClick={() => store.edit([{ type: 'remove', id: option.id }], { label: 'Remove option' })}
          >
            {trans('Remove')}
          </Button>
        </fieldset>
      ))}
      <form
        className="sw-settings-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (addSelectOption(store, node.id, newText.trim() || trans('New option'))) setNewText('');
        }}
      >
        <input
          className="sw-input"
          aria-label={trans('New option text')}
          placeholder={trans('New option')}
          value={newText}
          data-testid="setting-option-new"
          onChange={(event) => setNewText(event.target.value)}
        />
        <Button type="submit" variant="outline" size="sm" data-testid="setting-option-add">
          {trans('Add option')}
        </Button>
      </form>
    </div>
  );
}
