import { useEffect, useId, useState } from 'react';
import type { UploadedFile } from '../../../../../common/uploads/file.ts';
import { useTrans } from '../../../lib/i18n.tsx';
import { UploadButton } from '../../uploads/upload-button.tsx';
import { UploadDropZone } from '../../uploads/upload-drop-zone.tsx';
import { UploadProgressList } from '../../uploads/upload-progress-list.tsx';
import '../../uploads/uploads.css';
import './image-settings.css';
import { SuggestAltButton } from '../ai/ai-controls.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { elementNode } from '../state/element-info.ts';
import { imageChoiceError, loadedImageQueue, setImageAlt, setImageSource, uploadImageFor, withImageQueue } from './image-source.ts';
import { AssetLibrary } from './settings/asset-library.tsx';

/** The image as the page shows it; a broken or missing source says so instead of an empty box. */
function ImagePreview({ src, alt }: { src: string; alt: string }) {
  const trans = useTrans();
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  if (!src) return <p className="sw-editor-image-empty sw-muted" data-testid="image-preview-empty">{trans('This image has no source yet.')}</p>;
  if (broken) return <p className="sw-editor-image-empty sw-field-error" data-testid="image-preview-error">{trans('The image could not be loaded.')}</p>;
  return <img className="sw-editor-image-preview" src={src} alt={alt} data-testid="image-preview" onError={() => setBroken(true)} />;
}

function AltTextField({ id, alt }: { id: string; alt: string }) {
  const { store } = useEditor();
  const trans = useTrans();
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="sw-editor-field">
      <label htmlFor={inputId} className="sw-label">
        {trans('Alt text')}
      </label>
      <div className="sw-editor-image-alt-row">
        <input id={inputId} className="sw-input" value={alt} aria-describedby={hintId} data-testid="image-alt" onChange={(event) => setImageAlt(store, id, event.currentTarget.value)} />
        <SuggestAltButton id={id} />
      </div>
      <span id={hintId} className="sw-field-description">
        {trans('Describes the image for screen readers and search engines.')}
      </span>
    </div>
  );
}

/**
 * Settings for a selected <img>: the current image, upload by button or drop (progress below),
 * a pick from the user's earlier uploads, and its alt text. Every change goes through the editor store, so it is undoable.
 */
export function ImageSettings({ id }: { id: string }) {
  const { store } = useEditor();
  const trans = useTrans();
  useEditorState((s) => s.revision);
  // The panel keys this component by element id, so a new selection starts without an error.
  const [error, setError] = useState<string | null>(null);
  const [queue, setQueue] = useState(() => loadedImageQueue(store));
  const node = elementNode(store.document, id);
  if (!node) return null;
  const onFiles = (files: UploadedFile[]) => {
    const refused = imageChoiceError(files);
    setError(refused);
    if (refused || files.length === 0) return;
    withImageQueue(store, (loaded) => {
      setQueue(loaded);
      uploadImageFor(store, loaded, id, files);
    });
  };

  return (
    <div className="sw-editor-image-settings" data-testid="image-settings">
      <ImagePreview src={node.attrs.src ?? ''} alt={node.attrs.alt ?? ''} />
      <UploadDropZone onFiles={onFiles} hint="Drop an image here" data-testid="image-drop-zone">
        <UploadButton onFiles={onFiles} accept={['image']} data-testid="image-upload">
          {trans('Upload image')}
        </UploadButton>
      </UploadDropZone>
      {error && (
        <p className="sw-field-error" role="alert" data-testid="image-error">
          {trans(error)}
        </p>
      )}
      {queue && <UploadProgressList queue={queue} label="Image uploads" />}
      <AssetLibrary current={node.attrs.src ?? ''} onPick={(url) => setImageSource(store, id, url)} />
      <AltTextField id={id} alt={node.attrs.alt ?? ''} />
    </div>
  );
}
