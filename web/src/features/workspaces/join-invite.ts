import { WORKSPACE_MESSAGES } from '../../../../common/workspaces.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { queryClient } from '../../lib/query-client.ts';
import { toast } from '../../ui/toast/toast-store.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../notifications/notifications-api.ts';
import { setActiveWorkspace } from './active-workspace.ts';
import { declineInvite, joinInvite, refetchInvitesAndWorkspaces } from './workspaces-api.ts';
import { isInvalidInvite } from './workspace-rules.ts';

// Joining and declining an invitation, from the dashboard's
// invitation list, a notification's buttons or a join link. Either way the invitation list and the
// user's workspaces are fetched again afterwards (and the notifications, whose invitation is spent).

function refetchAfterAnswer(): Promise<unknown> {
  void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  return refetchInvitesAndWorkspaces().catch(() => undefined);
}

function showAnswerError(error: unknown): void {
  if (isInvalidInvite(error)) toast.danger(WORKSPACE_MESSAGES.inviteInvalid);
  else showHttpErrorToast(error);
}

/** Joins and makes the workspace the active one; answers its id, or null when the join failed (a toast says why). */
export async function joinWorkspaceInvite(inviteId: string): Promise<number | null> {
  let workspaceId: number;
  try {
    workspaceId = await joinInvite(inviteId);
  } catch (error) {
    showAnswerError(error);
    void refetchAfterAnswer();
    return null;
  }
  // The list holds the new workspace before it becomes the active one, so the switcher shows it at once.
  await refetchAfterAnswer();
  setActiveWorkspace(workspaceId);
  toast(WORKSPACE_MESSAGES.joined);
  return workspaceId;
}

/** Declines; true when it worked. */
export async function declineWorkspaceInvite(inviteId: string): Promise<boolean> {
  try {
    await declineInvite(inviteId);
    toast(WORKSPACE_MESSAGES.declined);
    return true;
  } catch (error) {
    showAnswerError(error);
    return false;
  } finally {
    void refetchAfterAnswer();
  }
}
