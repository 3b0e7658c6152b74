import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { AppearanceData } from '../../../../../common/appearance/types.ts';
import { refetchBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../../ui/query-status.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { fetchAppearance, saveAppearance } from './appearance-api.ts';
import { appearanceUpdate, menuProblems, settingsProblems, themeProblems } from './draft.ts';
import { AppearanceEditorContext, AppearanceEditorStore, useAppearanceState, useAppearanceStore } from './editor-store.ts';
import { PreviewPane } from './preview-pane.tsx';
import { CookieNoticeSection } from './sections/cookie-notice-section.tsx';
import { CustomCodeSection } from './sections/custom-code-section.tsx';
import { GeneralSection } from './sections/general-section.tsx';
import { MenuEditor } from './sections/menu-editor.tsx';
import { MenusSection } from './sections/menus-section.tsx';
import { SectionList } from './sections/section-list.tsx';
import { SeoSection } from './sections/seo-section.tsx';
import { ThemeEditor } from './sections/theme-editor.tsx';
import { ThemeFontPage } from './sections/theme-font.tsx';
import { ThemeRoundingPage } from './sections/theme-rounding.tsx';
import { ThemesSection } from './sections/themes-section.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import './appearance.css';

/** /admin/appearance: the sections on the left, the live preview of the product's pages on the right. */
export function AppearanceEditorPage() {
  useDocumentTitle('Appearance');
  // Loaded fresh on every visit and never refetched behind the admin's back: the draft starts from it.
  const query = useQuery({ queryKey: ['admin', 'appearance'], queryFn: ({ signal }) => fetchAppearance(signal), staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false });
  if (query.isPending) return <QueryLoading size="lg" />;
  if (query.isError) return <QueryError title={<Trans message="There was an issue loading this page" />} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="appearance-error" />;
  return <AppearanceEditor initial={query.data} />;
}

function AppearanceEditor({ initial }: { initial: AppearanceData }) {
  const [store] = useState(() => new AppearanceEditorStore(initial));
  return (
    <AppearanceEditorContext.Provider value={store}>
      <div className="sw-appearance" data-testid="appearance-editor">
        <aside className="sw-appearance-sidebar" aria-label="Appearance settings">
          <EditorHeader />
          <div className="sw-appearance-section">
            <Routes>
              <Route index element={<SectionList />} />
              <Route path="general" element={<GeneralSection />} />
              <Route path="themes" element={<ThemesSection />} />
              <Route path="themes/:themeId" element={<ThemeEditor />} />
              <Route path="themes/:themeId/font" element={<ThemeFontPage />} />
              <Route path="themes/:themeId/rounding" element={<ThemeRoundingPage />} />
              <Route path="menus" element={<MenusSection />} />
              <Route path="menus/:menuId" element={<MenuEditor />} />
              <Route path="custom-code" element={<CustomCodeSection />} />
              <Route path="seo" element={<SeoSection />} />
              <Route path="cookie-notice" element={<CookieNoticeSection />} />
              <Route path="*" element={<SectionList />} />
            </Routes>
          </div>
        </aside>
        <PreviewPane />
      </div>
      <UnsavedChangesGuard />
    </AppearanceEditorContext.Provider>
  );
}

/** The new ids of what Save created: a theme or menu keeps its place in the list the server answers. */
function savedIds<T extends { id: number }>(sent: T[], answered: T[]): Map<number, number> {
  const ids = new Map<number, number>();
  if (sent.length === answered.length) sent.forEach((row, index) => ids.set(row.id, answered[index].id));
  return ids;
}

function EditorHeader() {
  const store = useAppearanceStore();
  const dirty = useAppearanceState((state) => state.dirty);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  async function save() {
    const { draft, previewThemeId } = store.getState();
    const problem = [...settingsProblems(draft.settings), ...themeProblems(draft.themes), ...menuProblems(draft.menus).map((p) => ({ path: `/admin/appearance/menus/${p.menuId}`, message: p.message }))][0];
    if (problem) {
      toast.danger(problem.message);
      navigate(problem.path);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveAppearance(appearanceUpdate(draft));
      const themeIds = savedIds(draft.themes, saved.themes);
      const menuIds = savedIds(draft.menus, saved.menus);
      store.markSaved(saved, previewThemeId === null ? null : (themeIds.get(previewThemeId) ?? null));
      // A page of something Save just created moves to its real id.
      const open = /^\/admin\/appearance\/(themes|menus)\/(-\d+)(.*)$/.exec(location.pathname);
      if (open) {
        const id = (open[1] === 'themes' ? themeIds : menuIds).get(Number(open[2]));
        navigate(id === undefined ? `/admin/appearance/${open[1]}` : `/admin/appearance/${open[1]}/${id}${open[3]}`, { replace: true });
      }
      toast('Appearance saved');
      // This window's own copy of the site name, themes and menus follows the saved ones.
      void refetchBootstrapData().catch(() => undefined);
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <header className="sw-appearance-header">
      <Link to="/admin" className="sw-appearance-back" data-testid="appearance-exit">
        <span aria-hidden="true">←</span> <Trans message="Admin" />
      </Link>
      <h1 className="sw-appearance-title">
        <Trans message="Appearance" />
      </h1>
      <Button variant="primary" size="sm" disabled={!dirty || saving} onClick={save} data-testid="appearance-save" data-dirty={dirty || undefined}>
        {saving ? <Trans message="Saving…" /> : <Trans message="Save" />}
      </Button>
    </header>
  );
}
