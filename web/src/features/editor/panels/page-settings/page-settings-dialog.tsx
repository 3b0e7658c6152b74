import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { applyScriptPolicy, customCodeAsHtml } from '../../../../../../common/editor/script-policy.ts';
import type { FileEntry } from '../../../../../../common/uploads/types.ts';
import type { UploadedFile } from '../../../../../../common/uploads/file.ts';
import { useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Dialog } from '../../../../ui/dialog.tsx';
import { UploadButton } from '../../../uploads/upload-button.tsx';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import type { PageMeta, PageMetaField } from '../../model.ts';
import type { EditorStore } from '../../state/editor-store.ts';
import { ScriptPolicyNote, useScriptAllowlist } from '../addons/script-policy-note.tsx';
import { EDITOR_IMAGE_RESTRICTIONS, editorImageMetadata, imageChoiceError, withImageQueue } from '../image-source.ts';
import { AssetLibrary } from '../settings/asset-library.tsx';
import { LazyCodeField } from './lazy-code-field.tsx';
import {
  OG_IMAGE_MAX_LENGTH,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH,
  slugFromName,
  validatePageSettings,
  type PageSettingsErrors,
} from './page-settings-values.ts';
import './page-settings.css';

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; labelId: string }) => ReactNode;
}

function Field({ label, error, hint, children }: FieldProps) {
  const trans = useTrans();
  const id = useId();
  const labelId = `${id}-label`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="sw-editor-field">
      <label id={labelId} htmlFor={id} className="sw-label">
        {trans(label)}
      </label>
      {children({ id, describedBy, labelId })}
      {hint && (
        <div id={`${id}-hint`} className="sw-field-description">
          {hint}
        </div>
      )}
      {error && (
        <span id={`${id}-error`} className="sw-editor-field-error" role="alert">
          {trans(error)}
        </span>
      )}
    </div>
  );
}

/** What the policy will do with the custom JS, as the user types it. */
function BlockedScripts({ code }: { code: string }) {
  const trans = useTrans();
  const allowlist = useScriptAllowlist();
  const blocked = useMemo(() => applyScriptPolicy(customCodeAsHtml(code), allowlist).blocked, [code, allowlist]);
  if (blocked.length === 0) return null;
  return (
    <ul className="sw-editor-blocked-scripts" data-testid="blocked-scripts" aria-live="polite">
      {blocked.map((script, index) => (
        <li key={index}>
          <strong>{trans(script.message)}</strong>
          {script.src !== null && <code>{script.src}</code>}
        </li>
      ))}
    </ul>
  );
}

/** Uploads an image for the Open Graph image field; the upload's address fills the field. */
function OgImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { store } = useEditor();
  const trans = useTrans();
  const [error, setError] = useState<string | null>(null);
  const onFiles = (files: UploadedFile[]) => {
    const file = files[0];
    if (!file) return;
    const refused = imageChoiceError(files);
    setError(refused);
    if (refused) return;
    withImageQueue(store, (queue) =>
      queue.add([file], {
        metadata: editorImageMetadata(),
        restrictions: EDITOR_IMAGE_RESTRICTIONS,
        onSuccess(entry) {
          const url = (entry as FileEntry | null)?.url;
          if (url) onUploaded(url);
        },
      }),
    );
  };
  return (
    <>
      <UploadButton onFiles={onFiles} accept={['image']} data-testid="og-image-upload">
        {trans('Upload image')}
      </UploadButton>
      {error && (
        <span className="sw-editor-field-error" role="alert">
          {trans(error)}
        </span>
      )}
    </>
  );
}

type SitePartsShown = Partial<Record<'header' | 'footer', boolean>>;

/** Whether the active page shows the site header and footer; a kind the site has no part for is left out. */
function sitePartsShown(store: EditorStore): SitePartsShown {
  const shown: SitePartsShown = {};
  for (const kind of ['header', 'footer'] as const) {
    const site = store.sitePart(kind);
    if (site) shown[kind] = site.shown;
  }
  return shown;
}

/**
 * The active page's settings: title, slug, meta description, Open Graph image, custom CSS and
 * custom JS, whether it shows in menus and the site header and footer. Saving is one undoable
 * step; Cancel leaves the page as it was.
 */
export function PageSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { store } = useEditor();
  const trans = useTrans();
  const activePageId = useEditorState((s) => s.activePageId);
  const pages = useEditorState((s) => s.pages);
  const pageName = pages.find((page) => page.id === activePageId)?.name ?? '';
  const isHome = pages[0]?.id === activePageId;
  const [values, setValues] = useState<PageMeta>(() => ({ ...store.pageMeta }));
  const [errors, setErrors] = useState<PageSettingsErrors>({});
  const [shown, setShown] = useState<SitePartsShown>({});
  useEffect(() => {
    if (!open) return;
    setValues({ ...store.pageMeta });
    setShown(sitePartsShown(store));
    setErrors({});
  }, [open, activePageId, store]);

  const update = (field: PageMetaField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const otherSlugs = store
      .serializePages()
      .filter((page) => page.id !== activePageId)
      .map((page) => page.doc.slug ?? '');
    const found = validatePageSettings(values, otherSlugs);
    if (Object.keys(found).length > 0) return setErrors(found);
    store.setPageSettings(values, shown);
    onClose();
  };

  const input = (field: PageMetaField, maxLength: number, testId: string) => (ids: { id: string; describedBy: string | undefined }) => (
    <input
      id={ids.id}
      className="sw-input"
      data-testid={testId}
      maxLength={maxLength}
      value={values[field]}
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={ids.describedBy}
      onChange={(event) => update(field, event.target.value)}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} title={trans('Page settings: :name', { name: pageName })} size="xl">
      <form onSubmit={submit} noValidate className="sw-editor-page-settings" data-testid="page-settings-dialog">
        <div className="sw-editor-page-settings-grid">
          <Field label="Title" hint={trans('Shown in the browser tab and in search results.')}>
            {input('title', PAGE_TITLE_MAX_LENGTH, 'page-title')}
          </Field>
          <Field
            label="Slug"
            error={errors.slug}
            hint={isHome ? trans('The first page is the home page; leave empty to publish it at the site root.') : trans('The page address: /:slug', { slug: values.slug || slugFromName(pageName) })}
          >
            {({ id, describedBy }) => (
              <input
                id={id}
                className="sw-input"
                data-testid="page-slug"
                maxLength={191}
                placeholder={isHome ? '' : slugFromName(pageName)}
                value={values.slug}
                aria-invalid={errors.slug ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => update('slug', event.target.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="sw-editor-page-toggles" data-testid="page-site-parts">
          <label className="sw-editor-page-toggle">
            <input type="checkbox" data-testid="page-show-in-menu" checked={!values.hideFromMenu} onChange={(event) => setValues((current) => ({ ...current, hideFromMenu: !event.target.checked }))} />
            <span>{trans('Show in menu')}</span>
          </label>
          {(['header', 'footer'] as const).map((kind) =>
            shown[kind] === undefined ? null : (
              <label key={kind} className="sw-editor-page-toggle">
                <input type="checkbox" data-testid={`page-show-${kind}`} checked={shown[kind]} onChange={(event) => setShown((current) => ({ ...current, [kind]: event.target.checked }))} />
                <span>{trans(kind === 'header' ? 'Show site header' : 'Show site footer')}</span>
              </label>
            ),
          )}
        </fieldset>
        <Field label="Meta description" hint={trans('A sentence or two for search results and link previews.')}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              className="sw-input"
              rows={2}
              data-testid="page-description"
              maxLength={PAGE_DESCRIPTION_MAX_LENGTH}
              value={values.description}
              aria-describedby={describedBy}
              onChange={(event) => update('description', event.target.value)}
            />
          )}
        </Field>
        <Field label="Open Graph image" error={errors.ogImage} hint={trans('The picture shown when the page is shared. Paste an address, upload an image or choose one of your uploads.')}>
          {(ids) => (
            <div className="sw-editor-og-image">
              {input('ogImage', OG_IMAGE_MAX_LENGTH, 'page-og-image')(ids)}
              <OgImageUpload onUploaded={(url) => update('ogImage', url)} />
              <AssetLibrary current={values.ogImage} onPick={(url) => update('ogImage', url)} />
              {values.ogImage && !errors.ogImage && <img className="sw-editor-og-image-preview" src={values.ogImage} alt="" data-testid="og-image-preview" />}
            </div>
          )}
        </Field>
        <Field label="Custom CSS" hint={trans("Added after the site's styles on this page only.")}>
          {({ labelId, describedBy }) => <LazyCodeField language="css" value={values.css} onChange={(value) => update('css', value)} labelledBy={labelId} describedBy={describedBy} testId="page-css" />}
        </Field>
        <Field label="Custom JS" hint={<ScriptPolicyNote />}>
          {({ labelId, describedBy }) => (
            <>
              <LazyCodeField language="javascript" value={values.js} onChange={(value) => update('js', value)} labelledBy={labelId} describedBy={describedBy} testId="page-js" />
              <p className="sw-field-description">{trans('Add scripts as <script src="https://…"></script> tags; JavaScript written here directly is an inline script.')}</p>
              <BlockedScripts code={values.js} />
            </>
          )}
        </Field>
        <div className="sw-editor-dialog-actions">
          <Button variant="text" onClick={onClose}>
            {trans('Cancel')}
          </Button>
          <Button type="submit" data-testid="page-settings-save">
            {trans('Save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
