import { useEffect, useId, useState, type ChangeEvent } from 'react';
import type { User } from '../../../../../common/types.ts';
import { Avatar } from '../../../app/layout/navbar.tsx';
import { apiClient } from '../../../lib/http/api-client.ts';
import { httpErrorMessage } from '../../../lib/http/http-error.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { storeUpdatedUser } from '../account-user.ts';
import { avatarProblem } from './avatar-rules.ts';

/**
 * Avatar with upload (POST users/{id}/avatar, multipart `file`) and remove (DELETE
 * users/{id}/avatar). The chosen image shows at once while it uploads. A file that fails a rule
 * gets the danger toast; no file at all reads "Please select an image" under the field.
 */
export function AvatarField({ user }: { user: User }) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    input.value = ''; // choosing the same file again must fire another change
    const problem = avatarProblem(file);
    setEmptyError(problem?.kind === 'empty' ? problem.message : null);
    if (problem) {
      if (problem.kind !== 'empty') toast.danger(problem.message);
      return;
    }
    const body = new FormData();
    body.append('file', file!);
    setPreview(URL.createObjectURL(file!));
    setBusy(true);
    try {
      const response = await apiClient.post<{ user: User }>(`users/${user.id}/avatar`, body);
      storeUpdatedUser(response.user);
      toast('Uploaded avatar');
    } catch (error) {
      // The avatar's error is read from the file field (spec §5).
      showHttpErrorToast(error, httpErrorMessage(error) ?? undefined, 'file');
    } finally {
      setBusy(false);
      setPreview(null);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      const response = await apiClient.delete<{ user: User }>(`users/${user.id}/avatar`);
      storeUpdatedUser(response.user);
      toast('Removed avatar');
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setBusy(false);
    }
  }

  const shown = { ...user, avatar: preview ?? user.avatar };
  return (
    <div className="sw-avatar-field" data-testid="avatar-field" aria-busy={busy}>
      <span className="sw-avatar-preview" data-testid="avatar-preview">
        <Avatar user={shown} />
      </span>
      <div className="sw-avatar-actions">
        <label htmlFor={inputId} className="sw-btn sw-btn-outline sw-btn-sm sw-file-button" aria-disabled={busy}>
          <Trans message={user.avatar ? 'Change avatar' : 'Upload avatar'} />
        </label>
        <input
          id={inputId}
          type="file"
          name="file"
          accept="image/*"
          className="sw-visually-hidden"
          disabled={busy}
          onChange={onChange}
          aria-invalid={emptyError ? true : undefined}
          data-testid="avatar-input"
        />
        {user.avatar && (
          <Button variant="text" size="sm" onClick={remove} disabled={busy} data-testid="avatar-remove">
            <Trans message="Remove avatar" />
          </Button>
        )}
        {emptyError && (
          <span className="sw-field-error" role="alert">
            <Trans message={emptyError} />
          </span>
        )}
      </div>
    </div>
  );
}
