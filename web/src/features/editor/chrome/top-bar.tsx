import { Link, useNavigate } from 'react-router';
import { useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { Icon } from './icons.tsx';
import { BREAKPOINT_WIDTHS, BREAKPOINTS, type BreakpointName, type SaveState } from '../state/editor-store.ts';

const BREAKPOINT_LABELS: Record<BreakpointName, string> = { mobile: 'Mobile', tablet: 'Tablet', laptop: 'Laptop', desktop: 'Desktop' };
export const SAVE_STATE_LABELS: Record<SaveState, string> = { saved: 'Saved', saving: 'Saving…', unsaved: 'Unsaved changes' };

export function TopBar() {
  const { store, text } = useEditor();
  const trans = useTrans();
  const navigate = useNavigate();
  const projectName = useEditorState((s) => s.projectName);
  const pages = useEditorState((s) => s.pages);
  const activePageId = useEditorState((s) => s.activePageId);
  const breakpoint = useEditorState((s) => s.breakpoint);
  const history = useEditorState((s) => s.history);
  const saveState = useEditorState((s) => s.saveState);
  const sidebarOpen = useEditorState((s) => s.sidebarOpen);

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
        <Link
          to="/dashboard"
          className="sw-editor-back"
          data-testid="editor-back"
          onClick={(event) => {
            // Leaving with unsaved changes: save first, then go.
            text.end();
            if (!store.isDirty) return;
            event.preventDefault();
            void store.save().then((saved) => saved && navigate('/dashboard'));
          }}
        >
          <Icon name="back" /> <span className="sw-editor-hide-mobile">{trans('Dashboard')}</span>
        </Link>
        <span className="sw-editor-project-name" data-testid="editor-project-name" title={projectName}>
          {projectName}
        </span>
        <select className="sw-editor-select" data-testid="page-switcher" aria-label={trans('Page')} value={activePageId} onChange={(event) => store.switchPage(event.target.value)}>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {page.name}
            </option>
          ))}
        </select>
      </div>

      <div className="sw-editor-topbar-group sw-editor-breakpoints" role="group" aria-label={trans('Preview width')}>
        {BREAKPOINTS.map((name) => (
          <button
            key={name}
            type="button"
            className="sw-editor-icon-btn"
            data-testid={`breakpoint-${name}`}
            aria-pressed={breakpoint === name}
            aria-label={trans(BREAKPOINT_LABELS[name])}
            title={BREAKPOINT_WIDTHS[name] ? `${trans(BREAKPOINT_LABELS[name])} (${BREAKPOINT_WIDTHS[name]}px)` : trans(BREAKPOINT_LABELS[name])}
            onClick={() => store.setBreakpoint(name)}
          >
            <Icon name={name} />
          </button>
        ))}
      </div>

      <div className="sw-editor-topbar-group">
        <button type="button" className="sw-editor-icon-btn" data-testid="undo-button" aria-label={trans('Undo')} title={trans('Undo')} disabled={!history.canUndo} onClick={() => store.undo()}>
          <Icon name="undo" />
        </button>
        <button type="button" className="sw-editor-icon-btn" data-testid="redo-button" aria-label={trans('Redo')} title={trans('Redo')} disabled={!history.canRedo} onClick={() => store.redo()}>
          <Icon name="redo" />
        </button>
        <span className="sw-editor-save-state" data-testid="save-state" data-state={saveState} role="status">
          {trans(SAVE_STATE_LABELS[saveState])}
        </span>
        <Button size="sm" data-testid="save-button" disabled={saveState === 'saving'} onClick={() => void store.save()}>
          {trans('Save')}
        </Button>
      </div>
    </header>
  );
}
