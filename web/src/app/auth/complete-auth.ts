import type { BootstrapData } from '../../../../common/types.ts';
import { setBootstrapData } from '../bootstrap/bootstrap-store.ts';
import { setPendingAuthRedirect } from './redirects.ts';

/**
 * Stores the bootstrap data a login, 2FA challenge or registration answered with (object or JSON
 * string) after recording where to go: the guest-only guard around the form then navigates once.
 */
export function completeAuth(bootstrapData: BootstrapData | string, destination: (data: BootstrapData) => string): BootstrapData {
  const data = typeof bootstrapData === 'string' ? (JSON.parse(bootstrapData) as BootstrapData) : bootstrapData;
  setPendingAuthRedirect(destination(data));
  return setBootstrapData(data);
}
