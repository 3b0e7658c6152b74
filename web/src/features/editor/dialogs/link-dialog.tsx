import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  buildLink,
  LINK_KINDS,
  parseLink,
  validateLink,
  type LinkAttributes,
  type LinkErrors,
  type LinkField,
  type LinkForm,
  type LinkKind,
} from '../../../../../common/editor/links.ts';
import { useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useEditor } from '../editor-context.tsx';
import { linkPages, pageAnchors } from '../state/link-targets.ts';
import './link-dialog.css';

export const LINK_DIALOG_TITLE = 'What do you want to link to?';

const KIND_LABELS: Record<LinkKind, string> = { unlink: 'Unlink', url: 'Url', page: 'Page', anchor: 'Anchor', download: 'Download', email: 'E-mail' };
/** The field that gets focus when a variant is chosen or fails validation, in form order. */
const FIELDS_OF: Record<LinkKind, LinkField[]> = {
  unlink: [],
  url: ['url'],
  page: ['pageId'],
  anchor: ['anchor'],
  download: ['downloadName', 'downloadUrl'],
  email: ['email', 'subject'],
};

export interface LinkDialogProps {
  open: boolean;
  /** The element's current href, target and download attributes (the variant is read from them). */
  current: Readonly<Record<string, string | undefined>>;
  onClose: () => void;
  /** Done with a valid form: the attributes to write (all null for Unlink). */
  onApply: (attributes: LinkAttributes) => void;
}

/**
 * "What do you want to link to?": Unlink, Url, Page, Anchor, Download or E-mail, and the target.
 * Checked on Done with the rules of common/editor/links.ts, then again on every change.
 */
export function LinkDialog({ open, current, onClose, onApply }: LinkDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={LINK_DIALOG_TITLE} size="lg" className="sw-link-dialog">
      <LinkForm current={current} onClose={onClose} onApply={onApply} />
    </Dialog>
  );
}

function LinkForm({ current, onClose, onApply }: Omit<LinkDialogProps, 'open'>) {
  const { store } = useEditor();
  const trans = useTrans();
  const baseId = useId();
  // The targets as they are when the dialog opens: edits cannot happen while it is open.
  const pages = useMemo(() => linkPages(store), [store]);
  const anchors = useMemo(() => pageAnchors(store.document), [store]);
  const [form, setForm] = useState<LinkForm>(() => parseLink(current, pages));
  const [errors, setErrors] = useState<LinkErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const context = { pageIds: pages.map((page) => page.id), anchors };
  const fieldId = (field: string) => `${baseId}-${field}`;

  // After showModal, which focuses the first button of the dialog itself.
  const focusField = useCallback(
    (field: LinkField | undefined) => {
      if (field) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${baseId}-${field}`)}`)?.focus());
    },
    [baseId],
  );
  const [openingField] = useState(() => FIELDS_OF[form.kind][0]);
  useEffect(() => focusField(openingField), [focusField, openingField]);

  const update = (patch: Partial<LinkForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (submitted) setErrors(validateLink(next, context));
  };
  const chooseKind = (kind: LinkKind) => {
    update({ kind });
    focusField(FIELDS_OF[kind][0]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLink(form, context);
    setSubmitted(true);
    setErrors(found);
    const invalid = FIELDS_OF[form.kind].find((field) => found[field]);
    if (invalid) return focusField(invalid);
    onApply(buildLink(form, pages));
  };

  const onKindKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = LINK_KINDS.indexOf(form.kind);
    const move: Record<string, number> = { ArrowDown: at + 1, ArrowRight: at + 1, ArrowUp: at - 1, ArrowLeft: at - 1, Home: 0, End: LINK_KINDS.length - 1 };
    if (!(event.key in move)) return;
    event.preventDefault();
    const kind = LINK_KINDS[(move[event.key] + LINK_KINDS.length) % LINK_KINDS.length];
    update({ kind });
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-kind="${kind}"]`)?.focus());
  };

  const field = (name: LinkField, label: string, control: (props: FieldProps) => ReactNode, hint?: string) => {
    const id = fieldId(name);
    const error = errors[name];
    return (
      <div className="sw-field sw-link-field">
        <label className="sw-label" htmlFor={id}>
          {trans(label)}
        </label>
        {control({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
          'data-testid': `link-${name}`,
        })}
        {hint && !error && (
          <span id={`${id}-hint`} className="sw-field-description">
            {trans(hint)}
          </span>
        )}
        {error && (
          <span id={`${id}-error`} className="sw-editor-field-error" role="alert" data-testid={`link-${name}-error`}>
            {trans(error)}
          </span>
        )}
      </div>
    );
  };

  const text = (name: 'url' | 'downloadName' | 'downloadUrl' | 'email' | 'subject', type = 'text', placeholder?: string) => (props: FieldProps) => (
    <input {...props} className="sw-input" type={type} placeholder={placeholder} value={form[name]} onChange={(event) => update({ [name]: event.target.value })} />
  );

  return (
    // Esc closes only the dialog: the editor's shortcuts would otherwise end the text editing behind it.
    <form ref={formRef} onSubmit={submit} onKeyDown={(event) => event.key === 'Escape' && event.stopPropagation()} noValidate data-testid="link-dialog" data-kind={form.kind}>
      <div className="sw-link-dialog-layout">
        <div className="sw-link-kinds" role="tablist" aria-orientation="vertical" aria-label={trans('Link type')}>
          {LINK_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              role="tab"
              id={`${baseId}-tab-${kind}`}
              aria-selected={form.kind === kind}
              aria-controls={`${baseId}-panel`}
              tabIndex={form.kind === kind ? 0 : -1}
              className="sw-link-kind"
              data-kind={kind}
              data-testid={`link-kind-${kind}`}
              onClick={() => chooseKind(kind)}
              onKeyDown={onKindKey}
            >
              {trans(KIND_LABELS[kind])}
            </button>
          ))}
        </div>
        <div className="sw-link-fields" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${form.kind}`}>
          {form.kind === 'unlink' && <p className="sw-muted">{trans('Done removes the link; the text stays.')}</p>}
          {form.kind === 'url' && field('url', 'URL', text('url', 'text', 'https://'))}
          {form.kind === 'page' &&
            field('pageId', 'Page', (props) => (
              <select {...props} className="sw-input" value={form.pageId} onChange={(event) => update({ pageId: event.target.value })}>
                <option value="">{trans('Choose a page')}</option>
                {pages.map((page) => (
                  <option key={page.id} value={page.id}>
                    {page.name}
                  </option>
                ))}
              </select>
            ))}
          {form.kind === 'anchor' &&
            field(
              'anchor',
              'Anchor',
              (props) => (
                <select {...props} className="sw-input" value={form.anchor} onChange={(event) => update({ anchor: event.target.value })}>
                  <option value="">{trans('Choose an anchor')}</option>
                  {anchors.map((anchor) => (
                    <option key={anchor} value={anchor}>
                      #{anchor}
                    </option>
                  ))}
                </select>
              ),
              anchors.length ? undefined : 'No element on this page has an id yet: give one an id in the Settings panel.',
            )}
          {form.kind === 'download' && (
            <>
              {field('downloadName', 'File name', text('downloadName', 'text', 'menu.pdf'))}
              {field('downloadUrl', 'File URL', text('downloadUrl', 'text', 'https://'))}
            </>
          )}
          {form.kind === 'email' && (
            <>
              {field('email', 'E-mail address', text('email', 'email', 'name@example.com'))}
              {field('subject', 'Subject', text('subject'))}
            </>
          )}
          {form.kind !== 'unlink' && (
            <fieldset className="sw-link-target">
              <legend className="sw-label">{trans('Open in')}</legend>
              {(['same', 'new'] as const).map((target) => (
                <label key={target} className="sw-link-target-option">
                  <input
                    type="radio"
                    name={`${baseId}-target`}
                    value={target}
                    checked={form.target === target}
                    data-testid={`link-target-${target}`}
                    onChange={() => update({ target })}
                  />
                  {trans(target === 'new' ? 'New window' : 'Same window')}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      </div>
      <div className="sw-editor-dialog-actions">
        <Button variant="text" onClick={onClose} data-testid="link-cancel">
          {trans('Cancel')}
        </Button>
        <Button type="submit" data-testid="link-done">
          {trans('Done')}
        </Button>
      </div>
    </form>
  );
}

interface FieldProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'data-testid': string;
}
