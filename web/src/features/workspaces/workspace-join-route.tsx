import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate, useSearchParams } from 'react-router';
import { IS_APPEARANCE_EDITOR } from '../../app/appearance-editor.ts';
import { getPendingAuthRedirect, guestRedirectUri, safeRedirectPath, setPendingAuthRedirect } from '../../app/auth/redirects.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { PageSpinner } from '../../ui/spinner.tsx';
import { joinWorkspaceInvite } from './join-invite.ts';

// /workspace/join/register and /workspace/join/login: a visitor sees the register or
// login page (the e-mail from ?email= prefilled and locked). Once signed in (by that form, social
// login, or already when opening the link) the invite in ?invite= is joined, the workspace becomes
// the active one ("Joined workspace", or "This invite is no longer valid") and the user goes to
// /dashboard.

export const JOINED_DESTINATION = '/dashboard';

// One join per invite and page load: React's strict mode runs effects twice, and the guard
// re-renders while the request is out.
const joins = new Map<string, Promise<number | null>>();

function joinOnce(inviteId: string): Promise<number | null> {
  let pending = joins.get(inviteId);
  if (!pending) {
    pending = joinWorkspaceInvite(inviteId);
    joins.set(inviteId, pending);
  }
  return pending;
}

export function WorkspaceJoinRoute() {
  const data = useBootstrapData();
  const [params] = useSearchParams();
  const inviteId = params.get('invite')?.trim() || null;
  useEffect(() => () => setPendingAuthRedirect(null), []);

  if (!data.user || IS_APPEARANCE_EDITOR) return <Outlet />;
  if (!inviteId) {
    // Without an invite these are the ordinary guest-only pages.
    const target = getPendingAuthRedirect() ?? safeRedirectPath(params.get('redirect')) ?? guestRedirectUri(data);
    return <Navigate to={target} replace />;
  }
  return <JoinThenGo inviteId={inviteId} />;
}

function JoinThenGo({ inviteId }: { inviteId: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void joinOnce(inviteId).then(() => {
      setPendingAuthRedirect(null);
      if (live) navigate(JOINED_DESTINATION, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [inviteId, navigate]);
  return <PageSpinner label="Joining workspace" />;
}
