import type { BootstrapData } from '../../../../common/types.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { toast } from '../../ui/toast/toast-store.ts';
import { isInsideAppearanceEditor } from '../appearance-editor.ts';
import { fetchBootstrapData, setBootstrapData } from '../bootstrap/bootstrap-store.ts';

export const APPEARANCE_EDITOR_LOGOUT_MESSAGE = "Can't logout while in appearance editor.";

export interface LogoutOptions {
  /**
   * After the account is gone (deletion) the session is already over: a failed logout call is
   * then not worth a toast, and the visitor's bootstrap data is fetched instead.
   */
  quiet?: boolean;
}

/**
 * POST auth/logout; stores the bootstrap data it answers with (object or JSON string).
 * Refused inside the appearance editor. Resolves true when the user is logged out.
 */
export async function logout(options: LogoutOptions = {}): Promise<boolean> {
  if (isInsideAppearanceEditor()) {
    toast.danger(APPEARANCE_EDITOR_LOGOUT_MESSAGE);
    return false;
  }
  let data: BootstrapData | string;
  try {
    const response = await apiClient.post<{ bootstrapData?: BootstrapData | string } | null>('auth/logout');
    data = response?.bootstrapData ?? (await fetchBootstrapData());
  } catch (error) {
    if (!options.quiet) {
      showHttpErrorToast(error);
      return false;
    }
    try {
      data = await fetchBootstrapData();
    } catch {
      return false;
    }
  }
  setBootstrapData(data);
  return true;
}
