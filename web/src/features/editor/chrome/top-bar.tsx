import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTrans } from '../../../lib/i18n.tsx';
import { useIsMobile } from '../../../app/use-media-query.ts';
import { Button } from '../../../ui/button.tsx';
import { DropdownMenu, MenuButtonItem, MenuRadioItem } from '../../../ui/dropdown-menu.tsx';
import { contentPath } from '../../content/paths.ts';
import { DialogLoading, useOpenedOnce } from '../dialogs/lazy-dialog.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { Icon } from './icons.tsx';
import type { TextEditing } from '../canvas/text-editing.ts';
import { BREAKPOINT_WIDTHS, BREAKPOINTS, type BreakpointName, type EditorStore, type SaveState } from '../state/editor-store.ts';

// Publishing: the dialog, deploy history, domains and their forms (see dialogs/lazy-dialog.tsx).
const PublishDialog = lazy(() => import('../../publishing/publish-dialog.tsx').then((module) => ({ default: module.PublishDialog })));

const BREAKPOINT_LABELS: Record<BreakpointName, string> = { mobile: 'Mobile', tablet: 'Tablet', laptop: 'Laptop', desktop: 'Desktop' };
/** The server's preview of a saved page (server/modules/projects/preview-routes.ts). */
export function previewUrl(projectId: number, pageId: string): string {
  return `/api/v1/projects/${projectId}/pages/${encodeURIComponent(pageId)}/preview`;
}

/**
 * Saves, then shows the active page's preview in a new tab. The tab opens during the click (a
 * tab opened after the save's await would meet the popup blocker) and learns its address once
 * the page is saved; a failed save closes it again.
 */
function openPreview(store: EditorStore, text: TextEditing): void {
  text.end();
  const { projectId, activePageId } = store.getState();
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  void store.save().then((saved) => {
    if (!saved) return tab?.close();
    if (tab) tab.location.href = previewUrl(projectId, activePageId);
    else window.open(previewUrl(projectId, activePageId), '_blank', 'noopener');
  });
}

export const SAVE_STATE_LABELS: Record<SaveState, string> = { saved: 'Saved', saving: 'Saving…', unsaved: 'Unsaved changes', retrying: 'Retrying…' };

export function TopBar() {
  const { store, text } = useEditor();
  const trans = useTrans();
  const navigate = useNavigate();
  const projectName = useEditorState((s) => s.projectName);
  const pages = useEditorState((s) => s.pages);
  const activePageId = useEditorState((s) => s.activePageId);
  const breakpoint = useEditorState((s) => s.breakpoint);
  // The flags, not the history: a slider step changes the history but not whether it can undo.
  const canUndo = useEditorState((s) => s.history.canUndo);
  const canRedo = useEditorState((s) => s.history.canRedo);
  const saveState = useEditorState((s) => s.saveState);
  const sidebarOpen = useEditorState((s) => s.sidebarOpen);
  const isMobile = useIsMobile();
  const [publishing, setPublishing] = useState(false);
  const publishUsed = useOpenedOnce(publishing);
  const openPublish = () => setPublishing(true);
  // Read-only (a lapsed plan): no Save and no Publish; the state says why.
  const readOnly = store.readOnly;
  const projectId = useEditorState((s) => s.projectId);
  // Leaving with unsaved changes: save first, then go.
  const leave = (event: MouseEvent, to: string) => {
    text.end();
    if (!store.isDirty) return;
    event.preventDefault();
    void store.save().then((saved) => saved && navigate(to));
  };
  const breakpointTitle = (name: BreakpointName) => (BREAKPOINT_WIDTHS[name] ? `${trans(BREAKPOINT_LABELS[name])} (${BREAKPOINT_WIDTHS[name]}px)` : trans(BREAKPOINT_LABELS[name]));

  return (
    <header className="sw-editor-topbar" data-testid="editor-topbar">
      <div className="sw-editor-topbar-group">
        <button
          type="button"
          className="sw-editor-icon-btn"
          data-testid="sidebar-toggle"
          aria-label={trans(sidebarOpen ? 'Hide sidebar' : 'Show sidebar')}
          title={trans(sidebarOpen ? 'Hide sidebar' : 'Show sidebar')}
          aria-expanded={sidebarOpen}
          aria-controls="sw-editor-sidebar"
          onClick={() => store.toggleSidebar()}
        >
          <Icon name="menu" />
        </button>
        <Link to="/dashboard" className="sw-editor-back" data-testid="editor-back" onClick={(event) => leave(event, '/dashboard')}>
          <Icon name="back" /> <span className="sw-editor-hide-mobile">{trans('Dashboard')}</span>
        </Link>
        <span className="sw-editor-project-name" data-testid="editor-project-name" title={projectName}>
          {projectName}
        </span>
        <Link
          to={contentPath(projectId)}
          className="sw-editor-back sw-editor-hide-mobile"
          data-testid="editor-content-link"
          title={trans('Posts and collections of this site')}
          onClick={(event) => leave(event, contentPath(projectId))}
        >
          {trans('Content')}
        </Link>
        <select className="sw-editor-select" data-testid="page-switcher" aria-label={trans('Page')} value={activePageId} onChange={(event) => store.switchPage(event.target.value)}>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {page.name}
            </option>
          ))}
        </select>
      </div>

      {!isMobile && (
        <div className="sw-editor-topbar-group sw-editor-breakpoints" role="group" aria-label={trans('Preview width')}>
          {BREAKPOINTS.map((name) => (
            <button
              key={name}
              type="button"
              className="sw-editor-icon-btn"
              data-testid={`breakpoint-${name}`}
              aria-pressed={breakpoint === name}
              aria-label={trans(BREAKPOINT_LABELS[name])}
              title={breakpointTitle(name)}
              onClick={() => store.setBreakpoint(name)}
            >
              <Icon name={name} />
            </button>
          ))}
        </div>
      )}

      <div className="sw-editor-topbar-group">
        <button type="button" className="sw-editor-icon-btn" data-testid="undo-button" aria-label={trans('Undo')} title={trans('Undo')} disabled={!canUndo} onClick={() => store.undo()}>
          <Icon name="undo" />
        </button>
        <button type="button" className="sw-editor-icon-btn" data-testid="redo-button" aria-label={trans('Redo')} title={trans('Redo')} disabled={!canRedo} onClick={() => store.redo()}>
          <Icon name="redo" />
        </button>
        {readOnly ? (
          <span className="sw-editor-save-state" data-testid="save-state" data-state="read-only" role="status" title={trans('Read only')}>
            <span className="sw-editor-save-state-text">{trans('Read only')}</span>
          </span>
        ) : (
          <span className="sw-editor-save-state" data-testid="save-state" data-state={saveState} role="status" title={trans(SAVE_STATE_LABELS[saveState])}>
            <span className="sw-editor-save-state-text">{trans(SAVE_STATE_LABELS[saveState])}</span>
          </span>
        )}
        {isMobile && (
          // No room for Preview, Publish and the preview widths beside Save on a phone: they move into this menu.
          <DropdownMenu
            testId="editor-more-button"
            triggerClassName="sw-editor-icon-btn"
            triggerLabel={trans('More options')}
            triggerTitle={trans('More options')}
            trigger={<Icon name="more" />}
          >
            {(close) => (
              <>
                <MenuButtonItem
                  onSelect={() => {
                    close();
                    openPreview(store, text);
                  }}
                >
                  {trans('Preview')}
                </MenuButtonItem>
                {!readOnly && (
                  <MenuButtonItem
                    onSelect={() => {
                      close();
                      openPublish();
                    }}
                  >
                    {trans('Publish')}
                  </MenuButtonItem>
                )}
                <div role="group" aria-label={trans('Preview width')}>
                  {BREAKPOINTS.map((name) => (
                    <MenuRadioItem
                      key={name}
                      testId={`breakpoint-${name}`}
                      checked={breakpoint === name}
                      onSelect={() => {
                        close();
                        store.setBreakpoint(name);
                      }}
                    >
                      {breakpointTitle(name)}
                    </MenuRadioItem>
                  ))}
                </div>
              </>
            )}
          </DropdownMenu>
        )}
        {!isMobile && (
          <Button size="sm" variant="outline" data-testid="preview-button" title={trans('Save and open the page as visitors will see it, in a new tab')} onClick={() => openPreview(store, text)}>
            {trans('Preview')}
          </Button>
        )}
        {!readOnly && (
          <Button size="sm" variant="outline" className="sw-editor-save" data-testid="save-button" disabled={saveState === 'saving'} onClick={() => void store.save()}>
            {trans('Save')}
          </Button>
        )}
        {!isMobile && !readOnly && (
          <Button size="sm" data-testid="publish-button" title={trans('Publish the site, live or as a draft with its own link')} onClick={openPublish}>
            {trans('Publish')}
          </Button>
        )}
      </div>
      {!readOnly && publishUsed && (
        <Suspense fallback={<DialogLoading open={publishing} onClose={() => setPublishing(false)} title="Publish" />}>
          <PublishDialog open={publishing} onClose={() => setPublishing(false)} />
        </Suspense>
      )}
    </header>
  );
}
