import { useEffect, useState } from 'react';
import { DEFAULT_WORKSPACE_ID } from '../../../../common/constants.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { DropdownMenu, MenuButtonItem, MenuRadioItem, MenuSeparator } from '../../ui/dropdown-menu.tsx';
import { activeWorkspaceChangedAt, setActiveWorkspace, useActiveWorkspaceId } from './active-workspace.ts';
import { CreateWorkspaceDialog } from './create-workspace-dialog.tsx';
import { ManageWorkspaceDialog } from './manage-workspace-dialog.tsx';
import { isStaleWorkspace, workspaceToShow } from './workspace-rules.ts';
import { useMyWorkspaces } from './workspaces-api.ts';
import './workspaces.css';

/**
 * The dashboard's workspace switcher: the user's workspaces (default first) with their member
 * counts, "Create workspace" and, for a team workspace, "Manage workspace". Choosing one makes it
 * active (cookie) and the dashboard refetches its sites.
 */
export function WorkspaceSwitcher() {
  const trans = useTrans();
  const activeId = useActiveWorkspaceId();
  const workspaces = useMyWorkspaces();
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState<number | null>(null);
  const list = workspaces.data ?? [];
  const active = workspaceToShow(list, activeId);

  // Left, removed or deleted elsewhere: back to the default workspace (the server falls back too).
  // Only a list fetched after the last switch counts: one from before may not hold a workspace
  // just joined or created.
  const stale = !workspaces.isFetching && workspaces.dataUpdatedAt >= activeWorkspaceChangedAt() && isStaleWorkspace(list, activeId);
  useEffect(() => {
    if (stale) setActiveWorkspace(DEFAULT_WORKSPACE_ID);
  }, [stale]);

  const name = active?.name ?? trans('Default');

  return (
    <div className="sw-ws-switcher">
      <DropdownMenu
        align="start"
        testId="workspace-switcher"
        triggerClassName="sw-ws-trigger"
        triggerLabel={trans('Workspace: :name', { name })}
        trigger={
          <>
            <span className="sw-ws-mark" aria-hidden="true">
              {name.trim().charAt(0).toUpperCase() || 'W'}
            </span>
            <span className="sw-ws-trigger-name" data-testid="workspace-switcher-name">
              {name}
            </span>
            <span aria-hidden="true" className="sw-caret">
              ▾
            </span>
          </>
        }
      >
        {(close) => (
          <>
            <div className="sw-menu-header sw-muted">
              <Trans message="Workspaces" />
            </div>
            {workspaces.isPending && (
              <div className="sw-menu-header sw-muted">
                <Trans message="Loading" />
              </div>
            )}
            {list.map((workspace) => (
              <MenuRadioItem
                key={workspace.id}
                checked={workspace.id === active?.id}
                testId={`workspace-option-${workspace.id}`}
                onSelect={() => {
                  close();
                  setActiveWorkspace(workspace.id);
                }}
              >
                <span className="sw-ws-option">
                  <span className="sw-ws-option-name">{workspace.name}</span>
                  <span className="sw-ws-option-count">
                    <Trans message="{one} :count member|{other} :count members" count={workspace.members_count} />
                  </span>
                </span>
              </MenuRadioItem>
            ))}
            <MenuSeparator />
            <MenuButtonItem
              testId="workspace-create"
              onSelect={() => {
                close();
                setCreating(true);
              }}
            >
              <span aria-hidden="true">+</span>
              <Trans message="Create workspace" />
            </MenuButtonItem>
            {active && active.id !== DEFAULT_WORKSPACE_ID && (
              <MenuButtonItem
                testId="workspace-manage"
                onSelect={() => {
                  close();
                  setManaging(active.id);
                }}
              >
                <span aria-hidden="true">⚙</span>
                <Trans message="Manage workspace" />
              </MenuButtonItem>
            )}
          </>
        )}
      </DropdownMenu>
      <CreateWorkspaceDialog open={creating} onClose={() => setCreating(false)} />
      <ManageWorkspaceDialog workspaceId={managing} onClose={() => setManaging(null)} />
    </div>
  );
}
