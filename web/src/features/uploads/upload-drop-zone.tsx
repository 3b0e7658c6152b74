import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { UploadedFile } from '../../../../common/uploads/file.ts';
import { useTrans } from '../../lib/i18n.tsx';
import { droppedFiles, toUploadedFiles } from './dropped-files.ts';

export interface UploadDropZoneProps {
  onFiles(files: UploadedFile[]): void;
  /** Shown in the zone (e.g. "Drop an image here"); the zone's controls go in children. */
  hint: string;
  disabled?: boolean;
  children?: ReactNode;
  'data-testid'?: string;
}

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * An area that takes dropped files and folders (folders keep their inner paths). It wraps the
 * upload button, so keyboard users have the same way in and the zone shows the button's focus
 * (:focus-within). Dragging over it marks it (data-dragging) and names what a drop does.
 */
export function UploadDropZone({ onFiles, hint, disabled, children, 'data-testid': testId }: UploadDropZoneProps) {
  const trans = useTrans();
  const [dragging, setDragging] = useState(false);
  const [reading, setReading] = useState(false);
  // dragenter/dragleave fire for every child the pointer crosses; count them to know when it left.
  const depth = useRef(0);

  function onDragEnter(event: DragEvent) {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  }
  function onDragOver(event: DragEvent) {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault(); // allows the drop
    event.dataTransfer.dropEffect = 'copy';
  }
  function onDragLeave() {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  }
  function onDrop(event: DragEvent) {
    depth.current = 0;
    setDragging(false);
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    // The entries must be taken now, inside the event; walking folders continues afterwards.
    const pending = droppedFiles(event.dataTransfer);
    setReading(true);
    pending
      .then((files) => {
        if (files.length) onFiles(toUploadedFiles(files));
      })
      .catch((error: unknown) => console.error('Could not read the dropped files', error))
      .finally(() => setReading(false));
  }

  return (
    <div
      className="sw-upload-drop-zone"
      data-testid={testId}
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      aria-busy={reading || undefined}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <p className="sw-upload-drop-hint" aria-live="polite">
        {dragging ? trans('Release to upload') : reading ? trans('Reading files…') : trans(hint)}
      </p>
      {children}
    </div>
  );
}
