import { useEffect, useId, useState } from 'react';
import { MAX_GENERATION_PHOTOS } from '../../../../common/ai/image-settings.ts';
import type { UploadedFile } from '../../../../common/uploads/file.ts';
import type { FileEntry } from '../../../../common/uploads/types.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { useOwnUploadQueue } from '../uploads/browser-upload-queue.ts';
import { UploadButton } from '../uploads/upload-button.tsx';
import { UploadDropZone } from '../uploads/upload-drop-zone.tsx';
import { UploadProgressList } from '../uploads/upload-progress-list.tsx';
import { useUploadItems } from '../uploads/use-upload-queue.ts';
import '../uploads/uploads.css';
import { addPhotos, fetchPhotoChoices, photoOf, uploadPhotos, type GenerationPhoto } from './generation-photos-api.ts';
import './generation-photos.css';

interface GenerationPhotosProps {
  photos: readonly GenerationPhoto[];
  /** Takes an update of the current photos: uploads finish after the form last rendered. */
  onChange: (update: (photos: readonly GenerationPhoto[]) => readonly GenerationPhoto[]) => void;
  error?: string;
  /** Uploads are running: the form waits for them before it generates. */
  onBusyChange: (busy: boolean) => void;
  /** The user asked to generate while uploads ran. */
  waiting: boolean;
}

/**
 * "Add your photos": the user's own pictures of the business, used first for the generated
 * site's pictures. New ones upload through the upload queue (button or drop, with progress) into
 * the public folder the editor's images use; earlier uploads can be picked. At most
 * MAX_GENERATION_PHOTOS; each shows as a thumbnail with a Remove button.
 */
export function GenerationPhotos({ photos, onChange, error, onBusyChange, waiting }: GenerationPhotosProps) {
  const trans = useTrans();
  const id = useId();
  const queue = useOwnUploadQueue();
  const items = useUploadItems(queue);
  const uploading = items.filter((item) => item.status === 'pending' || item.status === 'inProgress').length;
  const [notice, setNotice] = useState<string | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);

  useEffect(() => onBusyChange(uploading > 0), [uploading, onBusyChange]);

  const onFiles = (files: UploadedFile[]) => setNotice(uploadPhotos(queue, files, photos.length + uploading, (photo) => onChange((current) => addPhotos(current, [photo]))));

  const remove = (photoId: number) => onChange((current) => current.filter((photo) => photo.id !== photoId));
  const toggle = (entry: FileEntry) =>
    onChange((current) => (current.some((photo) => photo.id === entry.id) ? current.filter((photo) => photo.id !== entry.id) : addPhotos(current, [photoOf(entry)])));

  const message = error ?? (waiting && uploading > 0 ? 'Wait until your photos have uploaded, then generate.' : notice);
  const full = photos.length >= MAX_GENERATION_PHOTOS;

  return (
    <fieldset className="sw-ai-photos" aria-describedby={`${id}-hint${message ? ` ${id}-message` : ''}`} aria-invalid={error ? true : undefined} data-testid="ai-photos">
      <legend className="sw-label">
        <Trans message="Add your photos (optional)" />
      </legend>
      <p id={`${id}-hint`} className="sw-field-description">
        <Trans message="Up to :max pictures of your business, your work or your team. The site shows them first." values={{ max: MAX_GENERATION_PHOTOS }} />
      </p>
      {photos.length > 0 && (
        <ul className="sw-ai-photos-list" aria-label={trans('Your chosen photos')} data-testid="ai-photos-chosen">
          {photos.map((photo) => (
            <li key={photo.id} className="sw-ai-photo" data-testid="ai-photo" data-id={photo.id}>
              <img src={photo.url} alt={photo.name} loading="lazy" />
              <Button variant="text" size="sm" onClick={() => remove(photo.id)} aria-label={trans('Remove :name', { name: photo.name })} data-testid="ai-photo-remove">
                <Trans message="Remove" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <UploadDropZone onFiles={onFiles} hint="Drop photos here" disabled={full} data-testid="ai-photos-drop-zone">
        <div className="sw-ai-photos-actions">
          <UploadButton onFiles={onFiles} accept={['image']} multiple disabled={full} data-testid="ai-photos-upload">
            <Trans message="Upload photos" />
          </UploadButton>
          <Button variant="outline" size="sm" aria-expanded={libraryOpen} onClick={() => setLibraryOpen((open) => !open)} data-testid="ai-photos-library-toggle">
            <Trans message={libraryOpen ? 'Hide your uploads' : 'Choose from your uploads'} />
          </Button>
          <span className="sw-ai-photos-count sw-muted" data-testid="ai-photos-count">
            <Trans message=":count of :max" values={{ count: photos.length, max: MAX_GENERATION_PHOTOS }} />
          </span>
        </div>
      </UploadDropZone>
      {message && (
        <p id={`${id}-message`} className="sw-field-error" role="alert" data-testid="ai-photos-error">
          <Trans message={message} values={{ max: MAX_GENERATION_PHOTOS }} />
        </p>
      )}
      <UploadProgressList queue={queue} label="Photo uploads" />
      {libraryOpen && <PhotoLibrary chosen={photos} onToggle={toggle} />}
    </fieldset>
  );
}

type Library = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; entries: FileEntry[] };

/** The user's uploaded images, loaded when opened: each a toggle, pressed while it is chosen. */
function PhotoLibrary({ chosen, onToggle }: { chosen: readonly GenerationPhoto[]; onToggle: (entry: FileEntry) => void }) {
  const trans = useTrans();
  const [library, setLibrary] = useState<Library>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLibrary({ state: 'loading' });
    fetchPhotoChoices().then(
      (entries) => live && setLibrary({ state: 'ready', entries }),
      (error: unknown) => live && setLibrary({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (library.state === 'loading') return <QueryLoading size="sm" label="Loading your images…" testId="ai-photos-library-loading" />;
  if (library.state === 'failed') {
    return <QueryError inline title={<Trans message="Your images could not be loaded." />} error={library.error} onRetry={() => setAttempt((n) => n + 1)} testId="ai-photos-library-error" />;
  }
  if (library.entries.length === 0) {
    return (
      <p className="sw-muted" data-testid="ai-photos-library-empty">
        <Trans message="You have not uploaded any images yet." />
      </p>
    );
  }
  const full = chosen.length >= MAX_GENERATION_PHOTOS;
  return (
    <ul className="sw-ai-photos-library" aria-label={trans('Your uploads')} data-testid="ai-photos-library">
      {library.entries.map((entry) => {
        const selected = chosen.some((photo) => photo.id === entry.id);
        return (
          <li key={entry.id}>
            <button
              type="button"
              className="sw-ai-photos-library-item"
              aria-pressed={selected}
              aria-disabled={!selected && full ? true : undefined}
              title={entry.name}
              data-testid="ai-photos-library-item"
              data-id={entry.id}
              onClick={() => (selected || !full) && onToggle(entry)}
            >
              <img src={entry.url} alt={entry.name} loading="lazy" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
