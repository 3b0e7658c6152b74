import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { useIsMobile } from '../../app/use-media-query.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { toast } from '../../ui/toast/toast-store.ts';
import { LapsedPlanBanner } from '../billing/lapsed-plan.tsx';
import { collectionsQueryKey, fetchCollections } from '../content/content-api.ts';
import { Canvas } from './canvas/canvas.tsx';
import { DragController } from './canvas/drag-controller.ts';
import { TextEditing } from './canvas/text-editing.ts';
import { Breadcrumb } from './chrome/breadcrumb.tsx';
import { Sidebar } from './chrome/sidebar.tsx';
import { TopBar } from './chrome/top-bar.tsx';
import { ConflictDialog } from './dialogs/conflict-dialog.tsx';
import { saveProjectPages } from './editor-api.ts';
import { EditorContext, useEditor, useEditorState, type EditorServices } from './editor-context.tsx';
import { EditError, type Project } from './model.ts';
import { EditorStore } from './state/editor-store.ts';
import { useAppShortcuts } from './use-shortcuts.ts';
import './editor.css';

export const SAVE_FAILED_MESSAGE = 'The project could not be saved.';
/** What a change in a read-only editor (a lapsed plan) answers. */
export const READ_ONLY_MESSAGE = 'Your plan has ended. Renew it to edit and publish your sites.';

function createServices(project: Project, readOnly: boolean): EditorServices {
  const store = new EditorStore(project, {
    savePages: (payload) => saveProjectPages(project.id, payload),
    readOnly: readOnly ? { message: READ_ONLY_MESSAGE } : null,
    onError: (error) => {
      if (error instanceof EditError) toast.danger(error.message);
      else showHttpErrorToast(error, SAVE_FAILED_MESSAGE);
    },
  });
  const text = new TextEditing(store);
  const drag = new DragController((source, drop) => {
    if (source.kind === 'new') store.insertBlock(source.html, drop);
    else store.moveTo(source.id, drop);
  });
  return { store, text, drag };
}

/**
 * The editor for one loaded project. `readOnly` (a plan that lapsed): a banner says so, changes
 * are refused and nothing is saved or published.
 */
export function Editor({ project, readOnly = false, initialPage = null }: { project: Project; readOnly?: boolean; initialPage?: string | null }) {
  const services = useMemo(() => {
    const created = createServices(project, readOnly);
    if (initialPage) created.store.switchPage(initialPage);
    return created;
  }, [project, readOnly, initialPage]);
  const mobile = useIsMobile();

  useEffect(() => {
    const { store, drag } = services;
    return () => {
      drag.cancel();
      store.dispose();
    };
  }, [services]);

  // On a phone-sized screen the sidebar overlays the canvas, so it starts closed (and opens
  // again when the screen grows).
  useEffect(() => {
    services.store.toggleSidebar(!mobile);
  }, [mobile, services]);

  return (
    <EditorContext.Provider value={services}>
      <EditorLayout mobile={mobile} />
    </EditorContext.Provider>
  );
}

function EditorLayout({ mobile }: { mobile: boolean }) {
  const { store, text } = useEditor();
  const projectName = useEditorState((s) => s.projectName);
  const projectId = useEditorState((s) => s.projectId);
  // The site's collections, for the settings panel's Content section (list sections and bindings).
  useQuery({ queryKey: collectionsQueryKey(projectId), queryFn: ({ signal }) => fetchCollections(projectId, signal) });
  useDocumentTitle(projectName);
  useAppShortcuts();

  // The browser asks before leaving while changes are not on the server (text being edited
  // inline counts once it differs).
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      text.end();
      if (!store.isDirty) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store, text]);

  return (
    <div className="sw-editor" data-testid="editor-page" data-mobile={mobile} data-read-only={store.readOnly || undefined}>
      {store.readOnly && <LapsedPlanBanner compact />}
      <TopBar />
      <div className="sw-editor-body">
        <Sidebar />
        <div className="sw-editor-main">
          <Canvas />
          <Breadcrumb />
        </div>
      </div>
      <ConflictDialog />
    </div>
  );
}
