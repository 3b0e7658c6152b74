import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_WORKSPACE_ID } from '../../../../common/constants.ts';
import {
  MAX_INVITES_PER_REQUEST,
  mayInWorkspace,
  WORKSPACE_MESSAGES,
  type WorkspaceData,   type WorkspaceInviteData,
  type WorkspaceMemberData,
  type WorkspaceDeleteChoice,
  type WorkspaceRole,
} from '../../../../common/workspaces.ts';
import { useBootstrapData, useUser } from '../../app/bootstrap/bootstrap-store.ts';
import { Avatar } from '../../app/layout/navbar.tsx';
import { applyServerErrors } from '../../lib/forms/use-server-errors.ts';
import { errorStatus } from '../../lib/http/http-error.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans, transChoice, useTrans } from '../../lib/i18n.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { formatRelativeTime } from '../account-settings/sessions/relative-time.ts';
import { SelectField, TextField } from '../auth/form-fields.tsx';
import { getActiveWorkspaceId, setActiveWorkspace } from './active-workspace.ts';
import { workspaceNameRules } from './create-workspace-dialog.tsx';
import {
  memberAbilities,
  parseInviteEmails,
  ROLE_LABELS,
  sortMembers,
  transferCandidates,
  WORKSPACE_UI_MESSAGES,
} from './workspace-rules.ts';
import {
  changeMemberRole,
  deleteWorkspace,
  inviteMembers,
  leaveWorkspace,
  MY_WORKSPACES_QUERY_KEY,
  refreshWorkspace,
  removeMember,
  renameWorkspace,
  resendInvite,
  revokeInvite,
  transferWorkspace,
  useWorkspace,
  workspaceQueryKey,
  type InviteRole,
} from './workspaces-api.ts';
import '../../ui/choice-cards.css';
import './workspaces.css';

// "Manage workspace" (issue 14 "Web"): rename (admins), members with their roles (admins change
// roles and remove), pending invitations with resend and revoke, the invite form (one or many
// addresses and a role), and at the bottom Leave (anyone but the owner), Transfer ownership and
// Delete (the owner; the delete confirm asks what happens to the workspace's sites).

export interface ManageWorkspaceDialogProps {
  /** The workspace to manage; null keeps the dialog closed. */
  workspaceId: number | null;
  onClose: () => void;
}

export function ManageWorkspaceDialog({ workspaceId, onClose }: ManageWorkspaceDialogProps) {
  return (
    <Dialog open={workspaceId !== null} onClose={onClose} title="Manage workspace" size="lg" className="sw-ws-dialog">
      {workspaceId !== null && workspaceId !== DEFAULT_WORKSPACE_ID && <ManageWorkspace key={workspaceId} id={workspaceId} onClose={onClose} />}
    </Dialog>
  );
}

/** After leaving or deleting: out of the workspace (back to the default one when it was active), lists fetched again. */
function goneFromWorkspace(id: number): void {
  queryClient.removeQueries({ queryKey: workspaceQueryKey(id) });
  void queryClient.invalidateQueries({ queryKey: MY_WORKSPACES_QUERY_KEY });
  if (getActiveWorkspaceId() === id) setActiveWorkspace(DEFAULT_WORKSPACE_ID);
}

type Confirm = { kind: 'leave' } | { kind: 'delete' } | { kind: 'transfer' } | { kind: 'remove'; member: WorkspaceMemberData } | null;

function ManageWorkspace({ id, onClose }: { id: number; onClose: () => void }) {
  const user = useUser();
  const details = useWorkspace(id);
  const [confirm, setConfirm] = useState<Confirm>(null);

  if (details.isPending) return <QueryLoading />;
  if ([403, 404].includes(errorStatus(details.error) ?? 0)) {
    return (
      <p className="sw-ws-message" role="alert" data-testid="manage-workspace-error">
        <Trans message="You are not a member of this workspace." />
      </p>
    );
  }
  if (details.isError) {
    return <QueryError title={<Trans message="The workspace could not be loaded" />} error={details.error} onRetry={() => void details.refetch()} retrying={details.isFetching} testId="manage-workspace-error" />;
  }

  const { workspace, members, invites } = details.data;
  const myRole: WorkspaceRole | undefined = workspace.role ?? members.find((member) => member.id === user?.id)?.role;
  const isOwner = myRole === 'owner';
  const candidates = transferCandidates(members);

  return (
    <div className="sw-ws-manage" data-testid="manage-workspace">
      {mayInWorkspace(myRole, 'rename') ? (
        <RenameForm workspace={workspace} />
      ) : (
        <p className="sw-ws-name-readonly" data-testid="workspace-name">
          {workspace.name}
        </p>
      )}

      {mayInWorkspace(myRole, 'invite') && <InviteForm workspaceId={id} />}

      <section className="sw-ws-section" aria-labelledby={`ws-members-${id}`}>
        <h3 id={`ws-members-${id}`} className="sw-ws-section-title">
          <Trans message="Members" /> <span className="sw-muted">({members.length})</span>
        </h3>
        <ul className="sw-ws-rows" data-testid="workspace-members">
          {sortMembers(members).map((member) => (
            <MemberRow key={member.id} workspaceId={id} member={member} myRole={myRole} myUserId={user?.id ?? null} onRemove={() => setConfirm({ kind: 'remove', member })} />
          ))}
        </ul>
      </section>

      {mayInWorkspace(myRole, 'invite') && invites.length > 0 && (
        <section className="sw-ws-section" aria-labelledby={`ws-invites-${id}`}>
          <h3 id={`ws-invites-${id}`} className="sw-ws-section-title">
            <Trans message="Pending invitations" /> <span className="sw-muted">({invites.length})</span>
          </h3>
          <ul className="sw-ws-rows" data-testid="workspace-pending-invites">
            {invites.map((invite) => (
              <InviteRow key={invite.id} workspaceId={id} invite={invite} />
            ))}
          </ul>
        </section>
      )}

      <section className="sw-ws-section sw-ws-danger" aria-labelledby={`ws-danger-${id}`}>
        <h3 id={`ws-danger-${id}`} className="sw-visually-hidden">
          <Trans message="Leave or delete" />
        </h3>
        <div className="sw-ws-danger-actions">
          {!isOwner && (
            <Button variant="outline" onClick={() => setConfirm({ kind: 'leave' })} data-testid="workspace-leave">
              <Trans message="Leave workspace" />
            </Button>
          )}
          {mayInWorkspace(myRole, 'transfer') && candidates.length > 0 && (
            <Button variant="outline" onClick={() => setConfirm({ kind: 'transfer' })} data-testid="workspace-transfer">
              <Trans message="Transfer ownership" />
            </Button>
          )}
          {mayInWorkspace(myRole, 'delete') && (
            <Button variant="danger" onClick={() => setConfirm({ kind: 'delete' })} data-testid="workspace-delete">
              <Trans message="Delete workspace" />
            </Button>
          )}
        </div>
      </section>

      <LeaveDialog open={confirm?.kind === 'leave'} workspace={workspace} onCancel={() => setConfirm(null)} onDone={onClose} />
      <DeleteDialog open={confirm?.kind === 'delete'} workspace={workspace} onCancel={() => setConfirm(null)} onDone={onClose} />
      <TransferDialog open={confirm?.kind === 'transfer'} workspace={workspace} candidates={candidates} onClose={() => setConfirm(null)} />
      <RemoveMemberDialog workspace={workspace} member={confirm?.kind === 'remove' ? confirm.member : null} onClose={() => setConfirm(null)} />
    </div>
  );
}

// ---------- rename ----------

function RenameForm({ workspace }: { workspace: WorkspaceData }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: workspace.name } });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    const trimmed = name.trim();
    try {
      await renameWorkspace(workspace.id, trimmed);
      toast(WORKSPACE_UI_MESSAGES.renamed);
      form.reset({ name: trimmed });
      await refreshWorkspace(workspace.id);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="sw-ws-inline-form" data-testid="workspace-rename-form">
      <TextField label="Workspace name" autoComplete="off" error={errors.name?.message} data-testid="workspace-rename-input" {...form.register('name', workspaceNameRules)} />
      <Button type="submit" variant="outline" disabled={isSubmitting || !isDirty} data-testid="workspace-rename-submit">
        <Trans message="Rename" />
      </Button>
    </form>
  );
}

// ---------- invite ----------

interface InviteValues {
  emails: string;
  role: InviteRole;
}

function InviteForm({ workspaceId }: { workspaceId: number }) {
  const trans = useTrans();
  const emailsId = useId();
  const form = useForm<InviteValues>({ defaultValues: { emails: '', role: 'member' } });
  const { errors, isSubmitting } = form.formState;
  const emailsError = errors.emails?.message;

  const onSubmit = form.handleSubmit(async ({ emails, role }) => {
    const parsed = parseInviteEmails(emails);
    try {
      const invites = await inviteMembers(workspaceId, parsed.emails, role);
      toast(transChoice(WORKSPACE_UI_MESSAGES.invited, Math.max(invites.length, parsed.emails.length)));
      form.reset({ emails: '', role });
      await refreshWorkspace(workspaceId);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <section className="sw-ws-section" aria-labelledby={`${emailsId}-title`}>
      <h3 id={`${emailsId}-title`} className="sw-ws-section-title">
        <Trans message="Invite people" />
      </h3>
      <form onSubmit={onSubmit} noValidate className="sw-ws-invite-form" data-testid="workspace-invite-form">
        <div className="sw-field sw-ws-invite-emails">
          <label className="sw-label" htmlFor={emailsId}>
            <Trans message="Email addresses" />
          </label>
          <textarea
            id={emailsId}
            className="sw-input sw-ws-textarea"
            rows={2}
            placeholder={trans('name@example.com, other@example.com')}
            aria-invalid={emailsError ? true : undefined}
            aria-describedby={`${emailsId}-hint${emailsError ? ` ${emailsId}-error` : ''}`}
            data-testid="workspace-invite-emails"
            {...form.register('emails', {
              validate: (value: string) => {
                const parsed = parseInviteEmails(value);
                if (parsed.invalid.length) return trans(WORKSPACE_UI_MESSAGES.invalidEmails, { emails: parsed.invalid.join(', ') });
                if (parsed.emails.length > MAX_INVITES_PER_REQUEST) return trans(WORKSPACE_UI_MESSAGES.tooManyEmails, { count: MAX_INVITES_PER_REQUEST });
                return parsed.emails.length > 0 || WORKSPACE_UI_MESSAGES.noEmails;
              },
            })}
          />
          <span id={`${emailsId}-hint`} className="sw-field-description">
            <Trans message="Separate several addresses with commas, spaces or new lines." />
          </span>
          {emailsError && (
            <span id={`${emailsId}-error`} className="sw-field-error" role="alert">
              <Trans message={emailsError} />
            </span>
          )}
        </div>
        <SelectField label="Role" error={errors.role?.message} data-testid="workspace-invite-role" {...form.register('role')}>
          <option value="member">{trans(ROLE_LABELS.member)}</option>
          <option value="admin">{trans(ROLE_LABELS.admin)}</option>
        </SelectField>
        <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="workspace-invite-submit">
          <Trans message="Invite" />
        </Button>
      </form>
    </section>
  );
}

// ---------- members and invites ----------

function MemberRow({
  workspaceId,
  member,
  myRole,
  myUserId,
  onRemove,
}: {
  workspaceId: number;
  member: WorkspaceMemberData;
  myRole: WorkspaceRole | undefined;
  myUserId: number | null;
  onRemove: () => void;
}) {
  const trans = useTrans();
  const [saving, setSaving] = useState(false);
  const abilities = memberAbilities(myRole, myUserId, member);
  const name = member.display_name || member.email;

  async function changeRole(role: InviteRole) {
    setSaving(true);
    try {
      await changeMemberRole(workspaceId, member.id, role);
      toast(WORKSPACE_UI_MESSAGES.roleChanged);
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setSaving(false);
      await refreshWorkspace(workspaceId);
    }
  }

  return (
    <li className="sw-ws-row" data-testid="workspace-member" data-member-id={member.id} data-role={member.role}>
      <Avatar user={member} />
      <div className="sw-ws-row-text">
        <span className="sw-ws-row-name">
          {name}
          {member.id === myUserId && (
            <span className="sw-muted">
              {' '}
              <Trans message="(you)" />
            </span>
          )}
        </span>
        <span className="sw-ws-row-sub">{member.email}</span>
      </div>
      <div className="sw-ws-row-actions">
        {abilities.changeRole ? (
          <select
            className="sw-input sw-select sw-ws-role-select"
            value={member.role}
            disabled={saving}
            aria-label={trans('Role of :name', { name })}
            data-testid="member-role-select"
            onChange={(event) => void changeRole(event.currentTarget.value as InviteRole)}
          >
            <option value="member">{trans(ROLE_LABELS.member)}</option>
            <option value="admin">{trans(ROLE_LABELS.admin)}</option>
          </select>
        ) : (
          <span className="sw-badge" data-testid="member-role">
            <Trans message={ROLE_LABELS[member.role]} />
          </span>
        )}
        {abilities.remove && (
          <Button variant="text" size="sm" onClick={onRemove} aria-label={trans('Remove :name', { name })} data-testid="member-remove">
            <Trans message="Remove" />
          </Button>
        )}
      </div>
    </li>
  );
}

function InviteRow({ workspaceId, invite }: { workspaceId: number; invite: WorkspaceInviteData }) {
  const trans = useTrans();
  const { i18n } = useBootstrapData();
  const [busy, setBusy] = useState(false);
  const sent = formatRelativeTime(invite.created_at, { locale: i18n.language, translate: trans });

  async function run(action: () => Promise<void>, message: string) {
    setBusy(true);
    try {
      await action();
      toast(message);
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setBusy(false);
      await refreshWorkspace(workspaceId);
    }
  }

  return (
    <li className="sw-ws-row" data-testid="workspace-pending-invite" data-invite-email={invite.email}>
      <span className="sw-avatar sw-ws-invite-avatar" aria-hidden="true">
        @
      </span>
      <div className="sw-ws-row-text">
        <span className="sw-ws-row-name">{invite.email}</span>
        <span className="sw-ws-row-sub">
          <Trans message={ROLE_LABELS[invite.role]} />
          {sent && (
            <>
              {' · '}
              <Trans message="Invited :time" values={{ time: sent }} />
            </>
          )}
        </span>
      </div>
      <div className="sw-ws-row-actions">
        <Button
          variant="text"
          size="sm"
          disabled={busy}
          aria-label={trans('Resend invitation to :email', { email: invite.email })}
          data-testid="invite-resend"
          onClick={() => void run(() => resendInvite(workspaceId, invite.id), WORKSPACE_UI_MESSAGES.resent)}
        >
          <Trans message="Resend" />
        </Button>
        <Button
          variant="text"
          size="sm"
          disabled={busy}
          aria-label={trans('Revoke invitation to :email', { email: invite.email })}
          data-testid="invite-revoke"
          onClick={() => void run(() => revokeInvite(workspaceId, invite.id), WORKSPACE_MESSAGES.inviteRevoked)}
        >
          <Trans message="Revoke" />
        </Button>
      </div>
    </li>
  );
}

// ---------- confirmations ----------

function LeaveDialog({ open, workspace, onCancel, onDone }: { open: boolean; workspace: WorkspaceData; onCancel: () => void; onDone: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title={<Trans message="Leave :name?" values={{ name: workspace.name }} />}
      confirmLabel={<Trans message="Leave" />}
      danger
      testId="workspace-leave-dialog"
      onClose={onCancel}
      onConfirm={async () => {
        await leaveWorkspace(workspace.id);
        toast(WORKSPACE_MESSAGES.left);
        onDone();
        goneFromWorkspace(workspace.id);
      }}
    >
      <p>
        <Trans message="You will no longer see this workspace's sites. To come back, someone will have to invite you again." />
      </p>
    </ConfirmDialog>
  );
}

function DeleteDialog({ open, workspace, onCancel, onDone }: { open: boolean; workspace: WorkspaceData; onCancel: () => void; onDone: () => void }) {
  const [projects, setProjects] = useState<WorkspaceDeleteChoice>('move');
  const choices: { value: WorkspaceDeleteChoice; name: string; text: string }[] = [
    { value: 'move', name: 'Move them to my Default workspace', text: 'The sites, their pages and files stay, in your own workspace.' },
    { value: 'delete', name: 'Delete them', text: 'The sites, their pages and files are deleted. This can’t be undone.' },
  ];
  return (
    <ConfirmDialog
      open={open}
      title={<Trans message="Delete :name?" values={{ name: workspace.name }} />}
      confirmLabel={<Trans message="Delete workspace" />}
      danger
      size="md"
      testId="workspace-delete-dialog"
      onClose={onCancel}
      onConfirm={async () => {
        await deleteWorkspace(workspace.id, projects);
        toast(WORKSPACE_MESSAGES.deleted);
        onDone();
        goneFromWorkspace(workspace.id);
      }}
    >
      <p>
        <Trans message="Members lose access and pending invitations stop working." />
      </p>
      <fieldset className="sw-choices" data-testid="workspace-delete-projects">
        <legend className="sw-label">
          <Trans message="What happens to the workspace's sites?" />
        </legend>
        {choices.map((choice) => (
          <label key={choice.value} className="sw-choice" data-selected={projects === choice.value}>
            <input
              type="radio"
              name="projects"
              value={choice.value}
              checked={projects === choice.value}
              onChange={() => setProjects(choice.value)}
              data-testid={`workspace-delete-projects-${choice.value}`}
            />
            <span>
              <span className="sw-choice-name">
                <Trans message={choice.name} />
              </span>
              <span className="sw-choice-text">
                <Trans message={choice.text} />
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}

function TransferDialog({ open, workspace, candidates, onClose }: { open: boolean; workspace: WorkspaceData; candidates: WorkspaceMemberData[]; onClose: () => void }) {
  const [userId, setUserId] = useState<number | null>(null);
  const chosen = userId ?? candidates[0]?.id ?? null;
  return (
    <ConfirmDialog
      open={open}
      title={<Trans message="Transfer ownership" />}
      confirmLabel={<Trans message="Transfer" />}
      danger
      confirmDisabled={chosen === null}
      testId="workspace-transfer-dialog"
      onClose={onClose}
      onConfirm={async () => {
        if (chosen === null) return;
        await transferWorkspace(workspace.id, chosen);
        toast(WORKSPACE_UI_MESSAGES.transferred);
        await refreshWorkspace(workspace.id);
      }}
    >
      <p>
        <Trans message="The new owner alone can delete the workspace or hand it on. Your own role changes." />
      </p>
      <SelectField label="New owner" name="user_id" value={chosen ?? ''} onChange={(event) => setUserId(Number(event.currentTarget.value))} data-testid="workspace-transfer-member">
        {candidates.map((member) => (
          <option key={member.id} value={member.id}>
            {member.display_name ? `${member.display_name} (${member.email})` : member.email}
          </option>
        ))}
      </SelectField>
    </ConfirmDialog>
  );
}

function RemoveMemberDialog({ workspace, member, onClose }: { workspace: WorkspaceData; member: WorkspaceMemberData | null; onClose: () => void }) {
  const name = member ? member.display_name || member.email : '';
  return (
    <ConfirmDialog
      open={member !== null}
      title={member ? <Trans message="Remove :name?" values={{ name }} /> : undefined}
      confirmLabel={<Trans message="Remove" />}
      danger
      testId="member-remove-dialog"
      onClose={onClose}
      onConfirm={async () => {
        if (!member) return;
        await removeMember(workspace.id, member.id);
        toast(WORKSPACE_MESSAGES.removed);
        await refreshWorkspace(workspace.id);
      }}
    >
      <p>
        <Trans message=":name will no longer see the sites of :workspace." values={{ name, workspace: workspace.name }} />
      </p>
    </ConfirmDialog>
  );
}
