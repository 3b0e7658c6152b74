import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DEFAULT_FORM_NAME, DEFAULT_FORM_THANKS_MESSAGE, FORM_ATTRIBUTES, FORM_LIMITS, formThanksAttribute, parseFormThanks, type FormThanks } from '../../../../common/forms.ts';
import { useTrans } from '../../lib/i18n.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { useEditor } from '../editor/editor-context.tsx';
import type { ElementNode } from '../editor/model.ts';
import { setAttribute } from '../editor/panels/settings/element-edits.ts';
import { SelectSetting, TextSetting } from '../editor/panels/settings/fields.tsx';
import { pageAnchors } from '../editor/state/link-targets.ts';
import { fetchFormSettings, formSettingsQueryKey } from './forms-api.ts';
import { submissionsSettingsPath } from './paths.ts';
import { formControls, maxLengthAttribute, webhookProblem, type FormControl } from './form-elements.ts';
import './forms.css';

const THANKS_KINDS: ReadonlyArray<{ value: FormThanks['kind']; label: string }> = [
  { value: 'message', label: 'Show a message' },
  { value: 'page', label: 'Go to a page' },
  { value: 'anchor', label: 'Go to a section of this page' },
];

/**
 * A form's settings for the site's own form intake: its name in the inbox, what a visitor sees
 * after sending, an optional webhook, its fields, and where submissions go. Each change is one
 * undoable edit of the form's (or a field's) attributes.
 */
export function EditorFormSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  const thanks = parseFormThanks(node.attrs[FORM_ATTRIBUTES.thanks]);
  const setThanks = (next: FormThanks, merge = true) =>
    setAttribute(store, node.id, FORM_ATTRIBUTES.thanks, formThanksAttribute(next), { label: 'Change what shows after sending', merge });

  return (
    <div className="sw-settings-form-site" data-testid="setting-form-site">
      <TextSetting
        label="Form name"
        value={node.attrs[FORM_ATTRIBUTES.name] ?? ''}
        placeholder={DEFAULT_FORM_NAME}
        hint="How submissions of this form are labelled in the inbox."
        testId="setting-form-name"
        onChange={(value) => setAttribute(store, node.id, FORM_ATTRIBUTES.name, value.trim() ? value : null, { label: 'Rename form' })}
      />
      <ThanksSettings thanks={thanks} onChange={setThanks} />
      <WebhookSetting node={node} />
      <FormFieldsList formId={node.id} />
      <RecipientsNote projectId={store.getState().projectId} />
    </div>
  );
}

function ThanksSettings({ thanks, onChange }: { thanks: FormThanks; onChange: (thanks: FormThanks, merge?: boolean) => void }) {
  const { store } = useEditor();
  const trans = useTrans();
  const pages = store.getState().pages;
  const anchors = pageAnchors(store.document);

  const changeKind = (kind: string) => {
    if (kind === thanks.kind) return;
    if (kind === 'page' && pages.length) onChange({ kind: 'page', pageId: pages[0].id }, false);
    else if (kind === 'anchor' && anchors.length) onChange({ kind: 'anchor', anchor: anchors[0] }, false);
    else if (kind === 'message') onChange({ kind: 'message', message: DEFAULT_FORM_THANKS_MESSAGE }, false);
  };

  return (
    <>
      <SelectSetting label="After sending" value={thanks.kind} options={THANKS_KINDS} testId="setting-form-thanks-kind" onChange={changeKind} />
      {thanks.kind === 'message' && (
        <TextSetting
          label="Message"
          value={thanks.message}
          testId="setting-form-thanks-message"
          onChange={(message) => message.trim() && onChange({ kind: 'message', message })}
        />
      )}
      {thanks.kind === 'page' && (
        <SelectSetting
          label="Page"
          value={thanks.pageId}
          options={pages.map((page) => ({ value: page.id, label: page.name }))}
          testId="setting-form-thanks-page"
          onChange={(pageId) => onChange({ kind: 'page', pageId }, false)}
        />
      )}
      {thanks.kind === 'anchor' && (
        <SelectSetting
          label="Section"
          value={thanks.anchor}
          options={(anchors.includes(thanks.anchor) ? anchors : [thanks.anchor, ...anchors]).map((anchor) => ({ value: anchor, label: `#${anchor}` }))}
          testId="setting-form-thanks-anchor"
          onChange={(anchor) => onChange({ kind: 'anchor', anchor }, false)}
        />
      )}
      {anchors.length === 0 && thanks.kind !== 'anchor' && (
        <p className="sw-field-description" data-testid="setting-form-thanks-no-anchor">
          {trans('To go to a section after sending, give that section an id first.')}
        </p>
      )}
    </>
  );
}

function WebhookSetting({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <TextSetting
      label="Webhook URL"
      type="url"
      value={node.attrs[FORM_ATTRIBUTES.webhook] ?? ''}
      placeholder="https://"
      hint="Optional: each submission is also posted there as signed JSON."
      error={problem}
      testId="setting-form-webhook"
      onChange={() => setProblem(null)}
      onCommit={(value) => {
        const found = webhookProblem(value);
        setProblem(found);
        if (!found) setAttribute(store, node.id, FORM_ATTRIBUTES.webhook, value.trim() || null, { label: 'Change form webhook', merge: false });
      }}
    />
  );
}

function FormFieldsList({ formId }: { formId: string }) {
  const { store } = useEditor();
  const trans = useTrans();
  const controls = formControls(store.document, formId);
  return (
    <div className="sw-settings-field" data-testid="setting-form-fields">
      <span className="sw-label">{trans('Fields')}</span>
      {controls.length === 0 ? (
        <p className="sw-field-description">{trans('This form has no fields yet.')}</p>
      ) : (
        controls.map((control) => <FormFieldSettings key={control.id} control={control} />)
      )}
    </div>
  );
}

function FormFieldSettings({ control }: { control: FormControl }) {
  const { store } = useEditor();
  const trans = useTrans();
  const requiredId = useId();
  const textLike = control.tag === 'textarea' || !['checkbox', 'radio', 'select', 'number', 'date', 'hidden', 'range', 'color'].includes(control.type);
  return (
    <fieldset className="sw-forms-field-settings" data-testid="setting-form-field" data-field-type={control.type}>
      <legend className="sw-settings-value">{control.name || trans('(no name)')} · {control.type}</legend>
      <TextSetting
        label="Name"
        value={control.name}
        error={control.name ? null : 'Without a name, this field is not sent.'}
        testId="setting-form-field-name"
        onChange={(value) => setAttribute(store, control.id, 'name', value.trim() || null, { label: 'Rename form field' })}
      />
      <div className="sw-settings-row">
        <input
          id={requiredId}
          type="checkbox"
          checked={control.required}
          data-testid="setting-form-field-required"
          onChange={(event) => setAttribute(store, control.id, 'required', event.target.checked ? '' : null, { label: 'Change required field', merge: false })}
        />
        <label htmlFor={requiredId}>{trans('Required')}</label>
      </div>
      {textLike && (
        <TextSetting
          label="Max length"
          type="number"
          min={1}
          max={FORM_LIMITS.fieldChars}
          value={control.maxLength === null ? '' : String(control.maxLength)}
          placeholder={String(FORM_LIMITS.fieldChars)}
          testId="setting-form-field-maxlength"
          onChange={(value) => setAttribute(store, control.id, 'maxlength', maxLengthAttribute(value), { label: 'Change max length' })}
        />
      )}
    </fieldset>
  );
}

/**
 * Where this site's submissions go, from its form settings. The app's one query client is named:
 * the settings panel renders wherever an editor store is, with or without the app's provider.
 */
function RecipientsNote({ projectId }: { projectId: number }) {
  const trans = useTrans();
  const settings = useQuery({ queryKey: formSettingsQueryKey(projectId), queryFn: ({ signal }) => fetchFormSettings(projectId, signal) }, queryClient);
  const recipients = settings.data?.email_enabled ? settings.data.recipients : [];
  return (
    <p className="sw-field-description" data-testid="setting-form-recipients">
      {recipients.length
        ? trans("Submissions go to the site's inbox and to :recipients.", { recipients: recipients.join(', ') })
        : trans("Submissions go to the site's inbox.")}{' '}
      <a href={submissionsSettingsPath(projectId)} target="_blank" rel="noopener noreferrer" data-testid="setting-form-submissions-link">
        {trans('Submission settings')}
      </a>
    </p>
  );
}
