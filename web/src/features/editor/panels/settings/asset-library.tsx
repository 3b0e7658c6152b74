import { useEffect, useState } from 'react';
import type { FileEntry } from '../../../../../../common/uploads/types.ts';
import { useTrans } from '../../../../lib/i18n.tsx';
import { Button } from '../../../../ui/button.tsx';
import { fetchUploadedImages } from '../image-source.ts';

type Library = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; images: FileEntry[] };

/** The user's uploaded images, loaded when opened; a click puts one into the selected image. */
export function AssetLibrary({ current, onPick }: { current: string; onPick: (url: string) => void }) {
  const trans = useTrans();
  const [open, setOpen] = useState(false);
  return (
    <div className="sw-asset-library">
      <Button variant="outline" size="sm" aria-expanded={open} data-testid="image-library-toggle" onClick={() => setOpen((value) => !value)}>
        {trans(open ? 'Hide your uploads' : 'Choose from your uploads')}
      </Button>
      {open && <AssetList current={current} onPick={onPick} />}
    </div>
  );
}

function AssetList({ current, onPick }: { current: string; onPick: (url: string) => void }) {
  const trans = useTrans();
  const [library, setLibrary] = useState<Library>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLibrary({ state: 'loading' });
    fetchUploadedImages().then(
      (images) => live && setLibrary({ state: 'ready', images }),
      () => live && setLibrary({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (library.state === 'loading') return <p className="sw-muted">{trans('Loading your images…')}</p>;
  if (library.state === 'failed') {
    return (
      <p className="sw-field-error" role="alert">
        {trans('Your images could not be loaded.')}{' '}
        <Button variant="text" size="sm" onClick={() => setAttempt((n) => n + 1)}>
          {trans('Try again')}
        </Button>
      </p>
    );
  }
  if (library.images.length === 0) return <p className="sw-muted" data-testid="image-library-empty">{trans('You have not uploaded any images yet.')}</p>;
  return (
    <ul className="sw-asset-library-grid" aria-label={trans('Your uploads')} data-testid="image-library">
      {library.images.map((image) => (
        <li key={image.id}>
          <button
            type="button"
            className="sw-asset-library-item"
            aria-pressed={image.url === current}
            title={image.name}
            data-testid="image-library-item"
            onClick={() => onPick(image.url)}
          >
            <img src={image.url} alt={image.name} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
