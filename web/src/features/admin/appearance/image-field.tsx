import { useId } from 'react';
import type { UploadedFile } from '../../../../../common/uploads/file.ts';
import type { FileEntry } from '../../../../../common/uploads/types.ts';
import { MESSAGES } from '../../../../../common/constants.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useOwnUploadQueue } from '../../uploads/browser-upload-queue.ts';
import { UploadButton } from '../../uploads/upload-button.tsx';
import { UploadProgressList } from '../../uploads/upload-progress-list.tsx';
import { useUploadItems } from '../../uploads/use-upload-queue.ts';
import '../../uploads/uploads.css';

export interface ImageFieldProps {
  /** Already translated. */
  label: string;
  value: string | null;
  onChange(url: string | null): void;
  testId: string;
}

/**
 * An image of the site (logo, favicon, Open Graph image): uploaded to the public disk through the
 * upload client, its address kept in the draft, so it shows in the preview before Save.
 */
export function ImageField({ label, value, onChange, testId }: ImageFieldProps) {
  const queue = useOwnUploadQueue();
  const items = useUploadItems(queue);
  const labelId = useId();
  const busy = items.some((item) => item.status === 'pending' || item.status === 'inProgress');

  function onFiles(files: UploadedFile[]) {
    const file = files[0];
    if (!file) return;
    queue.add([file], {
      metadata: { disk: 'public', diskPrefix: 'branding' },
      restrictions: { allowedFileTypes: ['image/*'] },
      onSuccess(entry) {
        const url = (entry as FileEntry | null)?.url;
        if (url) onChange(url);
        else toast.danger(MESSAGES.genericError);
      },
      onError(message) {
        toast.danger(message ?? MESSAGES.genericError);
      },
    });
  }

  return (
    <div className="sw-field sw-appearance-image" data-testid={testId} role="group" aria-labelledby={labelId}>
      <span className="sw-label" id={labelId}>
        {label}
      </span>
      <div className="sw-appearance-image-row">
        <span className="sw-appearance-image-preview">{value ? <img src={value} alt="" data-testid={`${testId}-image`} /> : <Trans message="None" />}</span>
        <UploadButton onFiles={onFiles} accept={['image']} disabled={busy} data-testid={`${testId}-upload`}>
          <Trans message="Upload" />
        </UploadButton>
        {value && (
          <Button variant="text" size="sm" onClick={() => onChange(null)} disabled={busy} data-testid={`${testId}-remove`}>
            <Trans message="Remove" />
          </Button>
        )}
      </div>
      <UploadProgressList queue={queue} label={label} />
    </div>
  );
}
