import { useState } from 'react';
import type { WorkspaceInviteData } from '../../../../common/workspaces.ts';
import { Trans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { declineWorkspaceInvite, joinWorkspaceInvite } from './join-invite.ts';
import { ROLE_LABELS } from './workspace-rules.ts';
import { useMyInvites } from './workspaces-api.ts';
import './workspaces.css';

/**
 * The dashboard's pending invitations (GET me/workspace-invites), each with Join and Decline.
 * Nothing shows while there are none.
 */
export function WorkspaceInvitations() {
  const invites = useMyInvites();
  const list = invites.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="sw-card sw-ws-invitations" aria-labelledby="ws-invitations-title" data-testid="workspace-invites">
      <h2 id="ws-invitations-title" className="sw-ws-section-title">
        <Trans message="Invitations" />
      </h2>
      <ul className="sw-ws-rows">
        {list.map((invite) => (
          <InvitationRow key={invite.id} invite={invite} />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({ invite }: { invite: WorkspaceInviteData }) {
  const [busy, setBusy] = useState(false);
  async function answer(task: (id: string) => Promise<unknown>) {
    setBusy(true);
    try {
      await task(invite.id);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="sw-ws-row" data-testid="workspace-invite" data-invite-id={invite.id}>
      <span className="sw-ws-mark" aria-hidden="true">
        {invite.workspace.name.trim().charAt(0).toUpperCase() || 'W'}
      </span>
      <div className="sw-ws-row-text">
        <span className="sw-ws-row-name">
          {invite.inviter ? (
            <Trans message=":inviter invited you to join :workspace" values={{ inviter: invite.inviter.display_name, workspace: <strong>{invite.workspace.name}</strong> }} />
          ) : (
            <Trans message="You are invited to join :workspace" values={{ workspace: <strong>{invite.workspace.name}</strong> }} />
          )}
        </span>
        <span className="sw-ws-row-sub">
          <Trans message="As :role" values={{ role: ROLE_LABELS[invite.role] }} />
        </span>
      </div>
      <div className="sw-ws-row-actions">
        <Button variant="primary" size="sm" disabled={busy} onClick={() => void answer(joinWorkspaceInvite)} data-testid="workspace-invite-join">
          <Trans message="Join" />
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void answer(declineWorkspaceInvite)} data-testid="workspace-invite-decline">
          <Trans message="Decline" />
        </Button>
      </div>
    </li>
  );
}
