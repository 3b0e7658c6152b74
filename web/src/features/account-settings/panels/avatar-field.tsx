import { useEffect, useState } from 'react';
import type { UploadedFile } from '../../../../../common/uploads/file.ts';
import { MESSAGES } from '../../../../../common/constants.ts';
import type { User } from '../../../../../common/types.ts';
import { Avatar } from '../../../app/layout/navbar.tsx';
import { apiClient } from '../../../lib/http/api-client.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { UploadButton } from '../../uploads/upload-button.tsx';
import { UploadDropZone } from '../../uploads/upload-drop-zone.tsx';
import { UploadProgressList } from '../../uploads/upload-progress-list.tsx';
import { useOwnUploadQueue } from '../../uploads/browser-upload-queue.ts';
import { useUploadItems } from '../../uploads/use-upload-queue.ts';
import '../../uploads/uploads.css';
import { storeUpdatedUser } from '../account-user.ts';
import { avatarProblem, avatarUploadOptions } from './avatar-rules.ts';

/**
 * Avatar with upload (the upload queue's plain post to users/{id}/avatar, by button or drop,
 * with progress) and remove (DELETE users/{id}/avatar). The chosen image shows at once while it
 * uploads. A file that fails a rule gets the danger toast; no file at all reads "Please select an
 * image" under the field.
 */
export function AvatarField({ user }: { user: User }) {
  const queue = useOwnUploadQueue();
  const items = useUploadItems(queue);
  const [preview, setPreview] = useState<string | null>(null);
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const uploading = items.some((item) => item.status === 'pending' || item.status === 'inProgress');
  const busy = uploading || removing;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function onFiles(files: UploadedFile[]) {
    const file = files[0] ?? null;
    const problem = avatarProblem(file?.native);
    setEmptyError(problem?.kind === 'empty' ? problem.message : null);
    if (problem) {
      if (problem.kind !== 'empty') toast.danger(problem.message);
      return;
    }
    setPreview(URL.createObjectURL(file!.native));
    queue.add(
      [file!],
      avatarUploadOptions(user.id, {
        onSuccess(response) {
          const updated = (response as { user?: User } | null)?.user;
          if (updated) storeUpdatedUser(updated);
          toast('Uploaded avatar');
        },
        onError(message) {
          // The queue reports failures only, never a cancellation; no message means no detail.
          toast.danger(message ?? MESSAGES.genericError);
        },
      }),
    );
  }

  async function remove() {
    setRemoving(true);
    try {
      const response = await apiClient.delete<{ user: User }>(`users/${user.id}/avatar`);
      storeUpdatedUser(response.user);
      toast('Removed avatar');
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setRemoving(false);
    }
  }

  // The chosen image stands in only while it uploads; afterwards the user's avatar is the truth.
  const shown = { ...user, avatar: uploading && preview ? preview : user.avatar };
  return (
    <div className="sw-avatar-field" data-testid="avatar-field" aria-busy={busy}>
      <span className="sw-avatar-preview" data-testid="avatar-preview">
        <Avatar user={shown} />
      </span>
      <div className="sw-avatar-actions">
        <UploadDropZone onFiles={onFiles} hint="Drop an image here" disabled={busy} data-testid="avatar-drop-zone">
          <div className="sw-avatar-buttons">
            <UploadButton onFiles={onFiles} accept={['image']} disabled={busy} data-testid="avatar-upload">
              <Trans message={user.avatar ? 'Change avatar' : 'Upload avatar'} />
            </UploadButton>
            {user.avatar && (
              <Button variant="text" size="sm" onClick={remove} disabled={busy} data-testid="avatar-remove">
                <Trans message="Remove avatar" />
              </Button>
            )}
          </div>
        </UploadDropZone>
        {emptyError && (
          <span className="sw-field-error" role="alert">
            <Trans message={emptyError} />
          </span>
        )}
        <UploadProgressList queue={queue} label="Avatar upload" />
      </div>
    </div>
  );
}
