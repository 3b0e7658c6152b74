import type { BootstrapData } from '../../../../../common/types.ts';
import { completeAuth } from '../../../app/auth/complete-auth.ts';
import { postAuthRedirect } from '../../../app/auth/post-auth-redirect.ts';
import { fetchBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';

/**
 * Like the login form's last step: store the new bootstrap data (fetched when the answer carries
 * none) after recording the post-login destination, so the guest-only guard navigates once.
 */
export async function completeSocialLogin(bootstrapData: BootstrapData | string | undefined, redirectParam: string | null): Promise<void> {
  completeAuth(bootstrapData ?? (await fetchBootstrapData()), (data) => postAuthRedirect(data, redirectParam));
}
