import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { CustomDomains } from './custom-domains.tsx';
import { DeployHistory } from './deploy-history.tsx';
import { ShowcaseToggle } from './showcase-toggle.tsx';
import './publishing.css';

export interface PublishingProject {
  id: number;
  name: string;
}

const TABS = [
  { id: 'deploys', label: 'Deploys' },
  { id: 'domains', label: 'Custom domains' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** A site's publishing settings: its deploys (rollback, unpublish), its custom domains, and whether the home page's gallery may show it. */
export function PublishingDialog({ project, onClose }: { project: PublishingProject | null; onClose: () => void }) {
  return (
    <Dialog open={project !== null} onClose={onClose} title={project ? <Trans message="Publishing: :name" values={{ name: project.name }} /> : undefined} size="xl">
      {project && <PublishingTabs key={project.id} projectId={project.id} />}
    </Dialog>
  );
}

/** WAI-ARIA tabs: arrows, Home and End move between them, only the selected one is in the tab order. */
function PublishingTabs({ projectId }: { projectId: number }) {
  const trans = useTrans();
  const [tab, setTab] = useState<TabId>('deploys');
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = TABS[(next + TABS.length) % TABS.length];
    setTab(target.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${target.id}"]`)?.focus();
  };

  return (
    <div className="sw-publishing" data-testid="publishing-dialog">
      <ShowcaseToggle projectId={projectId} />
      <div className="sw-tabs" role="tablist" aria-label={trans('Publishing')} ref={listRef} onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${baseId}-${t.id}-tab`}
            aria-selected={tab === t.id}
            aria-controls={`${baseId}-${t.id}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            className="sw-tab"
            data-tab={t.id}
            data-testid={`publishing-tab-${t.id}`}
            onClick={() => setTab(t.id)}
          >
            <Trans message={t.label} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`} className="sw-tab-panel">
        {tab === 'deploys' ? <DeployHistory projectId={projectId} /> : <CustomDomains projectId={projectId} />}
      </div>
    </div>
  );
}
