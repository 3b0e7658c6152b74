import { SIDEBAR_WIDTH_PX } from '../../../../../common/constants.ts';
import { useIsMobile } from '../../../app/use-media-query.ts';
import { useTrans } from '../../../lib/i18n.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { EditPanel } from '../panels/edit-panel.tsx';
import { ElementsPanel } from '../panels/elements-panel.tsx';
import { HistoryPanel } from '../panels/history-panel.tsx';
import { LayoutPanel } from '../panels/layout-panel.tsx';
import { NavigatorPanel } from '../panels/navigator/navigator-panel.tsx';
import { AddonsPanel } from '../panels/addons/addons-panel.tsx';
import { PagesPanel } from '../panels/pages-panel.tsx';
import { SampleNotice } from '../panels/sample/sample-notice.tsx';
import { SettingsPanel } from '../panels/settings/settings-panel.tsx';
import { StylePanel } from '../panels/style/style-panel.tsx';
import { PANELS, type PanelName } from '../state/editor-store.ts';

export const PANEL_LABELS: Record<PanelName, string> = {
  elements: 'Elements',
  style: 'Style',
  settings: 'Settings',
  layout: 'Layout',
  pages: 'Pages',
  history: 'History',
  edit: 'Edit',
  addons: 'Add-ons',
  navigator: 'Navigator',
};

const PANEL_CONTENT: Record<PanelName, () => React.JSX.Element> = {
  elements: ElementsPanel,
  style: StylePanel,
  settings: SettingsPanel,
  layout: LayoutPanel,
  pages: PagesPanel,
  history: HistoryPanel,
  edit: EditPanel,
  addons: AddonsPanel,
  navigator: NavigatorPanel,
};

/** The 350 px sidebar: panel tabs and the open panel. On mobile (≤ 768 px) it overlays the canvas. */
export function Sidebar() {
  const { store } = useEditor();
  const trans = useTrans();
  const open = useEditorState((s) => s.sidebarOpen);
  const panel = useEditorState((s) => s.panel);
  const mobile = useIsMobile();
  const Content = PANEL_CONTENT[panel];

  return (
    <aside
      id="sw-editor-sidebar"
      className="sw-editor-sidebar"
      data-testid="editor-sidebar"
      data-open={open}
      data-overlay={mobile}
      hidden={!open}
      style={{ width: mobile ? `min(${SIDEBAR_WIDTH_PX}px, 100vw)` : SIDEBAR_WIDTH_PX }}
      aria-label={trans('Editor panels')}
    >
      <div className="sw-editor-tabs" role="tablist" aria-label={trans('Panels')}>
        {PANELS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`sw-editor-tab-${name}`}
            aria-selected={panel === name}
            aria-controls="sw-editor-panel"
            className="sw-editor-tab"
            data-testid={`panel-tab-${name}`}
            onClick={() => store.openPanel(name)}
          >
            {trans(PANEL_LABELS[name])}
          </button>
        ))}
      </div>
      <section id="sw-editor-panel" role="tabpanel" aria-labelledby={`sw-editor-tab-${panel}`} className="sw-editor-panel" data-testid={`panel-${panel}`} data-panel={panel}>
        <h2 className="sw-editor-panel-title">{trans(PANEL_LABELS[panel])}</h2>
        <SampleNotice />
        <Content />
      </section>
    </aside>
  );
}
