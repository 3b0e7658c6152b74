import { lazy, Suspense, useState } from 'react';
import { MAX_PROJECT_PAGES } from '../../../../../common/constants.ts';
import { useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Icon } from '../chrome/icons.tsx';
import { DialogLoading, useOpenedOnce } from '../dialogs/lazy-dialog.tsx';
import { PageNameDialog } from '../dialogs/page-name-dialog.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { MESSAGES, type PageSummary } from '../state/editor-store.ts';
import { siteFrameStart, type PageStart } from '../state/page-start.ts';
import { SettingsIcon } from './page-settings/settings-icon.tsx';

// Fetched when first opened (see dialogs/lazy-dialog.tsx).
const PageSettingsDialog = lazy(() => import('./page-settings/page-settings-dialog.tsx').then((module) => ({ default: module.PageSettingsDialog })));
const BusinessDetailsDialog = lazy(() => import('../dialogs/business-details.tsx').then((module) => ({ default: module.BusinessDetailsDialog })));

type PageDialog = { kind: 'add'; frame: PageStart | null } | { kind: 'rename'; page: PageSummary } | { kind: 'delete'; page: PageSummary } | { kind: 'settings' } | { kind: 'business' } | null;

/** The project's pages: switch, add (from the site's layout or blank), page settings, rename, delete (never the last), reorder. */
export function PagesPanel() {
  const { store } = useEditor();
  const trans = useTrans();
  const pages = useEditorState((s) => s.pages);
  const activePageId = useEditorState((s) => s.activePageId);
  const [dialog, setDialog] = useState<PageDialog>(null);
  const close = () => setDialog(null);
  const settingsOpen = dialog?.kind === 'settings';
  const businessOpen = dialog?.kind === 'business';
  const settingsUsed = useOpenedOnce(settingsOpen);
  const businessUsed = useOpenedOnce(businessOpen);
  const lastPage = pages.length <= 1;
  const full = pages.length >= MAX_PROJECT_PAGES;

  return (
    <div className="sw-editor-pages">
      <span title={full ? trans(MESSAGES.tooManyPages) : undefined}>
        <Button size="sm" data-testid="page-add" disabled={full} onClick={() => setDialog({ kind: 'add', frame: siteFrameStart(store.serializePages()[0], store.parts) })}>
          + {trans('Add page')}
        </Button>
      </span>
      <ul className="sw-editor-page-list" data-testid="pages-list">
        {pages.map((page, index) => (
          <li key={page.id} className="sw-editor-page-row" data-testid="page-row" data-page-id={page.id} data-active={page.id === activePageId}>
            <button type="button" className="sw-editor-page-name" data-testid="page-open" aria-current={page.id === activePageId ? 'page' : undefined} onClick={() => store.switchPage(page.id)}>
              {page.name}
            </button>
            <button type="button" className="sw-editor-icon-btn" data-testid="page-move-up" aria-label={trans('Move up')} title={trans('Move up')} disabled={index === 0} onClick={() => store.movePage(page.id, -1)}>
              <Icon name="up" size={16} />
            </button>
            <button type="button" className="sw-editor-icon-btn" data-testid="page-move-down" aria-label={trans('Move down')} title={trans('Move down')} disabled={index === pages.length - 1} onClick={() => store.movePage(page.id, 1)}>
              <Icon name="down" size={16} />
            </button>
            <button
              type="button"
              className="sw-editor-icon-btn"
              data-testid="page-settings"
              aria-label={trans('Page settings')}
              title={trans('Page settings')}
              onClick={() => {
                // Settings edit the active page (one undoable step in its history).
                store.switchPage(page.id);
                setDialog({ kind: 'settings' });
              }}
            >
              <SettingsIcon />
            </button>
            <button type="button" className="sw-editor-icon-btn" data-testid="page-rename" aria-label={trans('Rename')} title={trans('Rename')} onClick={() => setDialog({ kind: 'rename', page })}>
              <Icon name="rename" size={16} />
            </button>
            {/* A disabled button gets no pointer events: the tooltip sits on its wrapper. */}
            <span title={lastPage ? trans(MESSAGES.lastPage) : trans('Delete')} data-testid="page-delete-wrapper">
              <button type="button" className="sw-editor-icon-btn" data-testid="page-delete" aria-label={trans('Delete')} disabled={lastPage} onClick={() => setDialog({ kind: 'delete', page })}>
                <Icon name="delete" size={16} />
              </button>
            </span>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="outline" data-testid="business-details-open" title={trans('Hours, phone and address: shown by the business blocks and read by search engines')} onClick={() => setDialog({ kind: 'business' })}>
        {trans('Business details')}
      </Button>

      <PageNameDialog
        open={dialog?.kind === 'add'}
        title="Add page"
        submitLabel="Add"
        initialName=""
        start={{ frame: dialog?.kind === 'add' && dialog.frame !== null }}
        onClose={close}
        onSubmit={(name, start) => {
          const frame = dialog?.kind === 'add' && start === 'frame' ? dialog.frame : null;
          if (store.addPage(name, frame)) close();
        }}
      />
      {settingsUsed && (
        <Suspense fallback={<DialogLoading open={settingsOpen} onClose={close} title="Page settings" />}>
          <PageSettingsDialog open={settingsOpen} onClose={close} />
        </Suspense>
      )}
      {businessUsed && (
        <Suspense fallback={<DialogLoading open={businessOpen} onClose={close} title="Business details" />}>
          <BusinessDetailsDialog open={businessOpen} onClose={close} />
        </Suspense>
      )}
      <PageNameDialog
        open={dialog?.kind === 'rename'}
        title="Rename page"
        submitLabel="Rename"
        initialName={dialog?.kind === 'rename' ? dialog.page.name : ''}
        onClose={close}
        onSubmit={(name) => {
          if (dialog?.kind === 'rename') store.renamePage(dialog.page.id, name);
          close();
        }}
      />
      <Dialog open={dialog?.kind === 'delete'} onClose={close} title="Delete page" size="sm">
        <div data-testid="page-delete-dialog">
          <p>{dialog?.kind === 'delete' ? trans('Delete the page ":name"? This cannot be undone.', { name: dialog.page.name }) : null}</p>
          <div className="sw-editor-dialog-actions">
            <Button variant="text" onClick={close}>
              {trans('Cancel')}
            </Button>
            <Button
              variant="danger"
              data-testid="page-delete-confirm"
              onClick={() => {
                if (dialog?.kind === 'delete') store.deletePage(dialog.page.id);
                close();
              }}
            >
              {trans('Delete')}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
