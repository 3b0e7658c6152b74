import type { BootstrapData } from '../../../../../common/types.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { TwoFactorChallengeForm } from '../two-factor-challenge-form.tsx';

/** A social login of an account with two-factor authentication ends with the same challenge as a password login. */
export function TwoFactorDialog({ open, onClose, onSuccess }: { open: boolean; onClose: () => void; onSuccess: (bootstrapData: BootstrapData | string | undefined) => Promise<void> }) {
  return (
    <Dialog open={open} onClose={onClose} title="Two-factor authentication" size="sm">
      <TwoFactorChallengeForm onSuccess={onSuccess} />
    </Dialog>
  );
}
