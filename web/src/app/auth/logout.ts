import type { BootstrapData } from '../../../../common/types.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { toast } from '../../ui/toast/toast-store.ts';
import { isInsideAppearanceEditor } from '../appearance-editor.ts';
import { refetchBootstrapData, setBootstrapData } from '../bootstrap/bootstrap-store.ts';

export const APPEARANCE_EDITOR_LOGOUT_MESSAGE = "Can't logout while in appearance editor.";

/**
 * POST auth/logout; stores the bootstrap data it answers with (object or JSON string).
 * Refused inside the appearance editor. Resolves true when the user is logged out.
 */
export async function logout(): Promise<boolean> {
  if (isInsideAppearanceEditor()) {
    toast.danger(APPEARANCE_EDITOR_LOGOUT_MESSAGE);
    return false;
  }
  try {
    const response = await apiClient.post<{ bootstrapData?: BootstrapData | string } | null>('auth/logout');
    if (response?.bootstrapData) setBootstrapData(response.bootstrapData);
    else await refetchBootstrapData();
    return true;
  } catch (error) {
    showHttpErrorToast(error);
    return false;
  }
}
