import { useEffect, useState, type FormEvent } from 'react';
import { useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { PAGE_NAME_MAX_LENGTH } from '../state/editor-store.ts';
import type { PageStartKind } from '../state/page-start.ts';
import './page-name-dialog.css';

export interface PageNameDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  /**
   * Adding a page: offer to start from the site's layout (its header and footer around a section
   * in its style; the default) or blank. `frame` false: the site has neither, so only blank is possible.
   */
  start?: { frame: boolean };
  onSubmit: (name: string, start: PageStartKind) => void;
  onClose: () => void;
}

/** Asks for a page name (add, rename) and, for a new page, what it starts from. */
export function PageNameDialog({ open, title, submitLabel, initialName, start, onSubmit, onClose }: PageNameDialogProps) {
  const trans = useTrans();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const canStartFromFrame = Boolean(start?.frame);
  const [startKind, setStartKind] = useState<PageStartKind>('blank');
  useEffect(() => {
    if (open) {
      setName(initialName);
      setError(null);
      setStartKind(canStartFromFrame ? 'frame' : 'blank');
    }
  }, [open, initialName, canStartFromFrame]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(trans('Enter a page name.'));
    onSubmit(name.trim(), startKind);
  };

  return (
    <Dialog open={open} onClose={onClose} title={title} size="sm">
      <form onSubmit={submit} data-testid="page-name-dialog" noValidate>
        <div className="sw-field">
          <label className="sw-label" htmlFor="sw-page-name">
            {trans('Page name')}
          </label>
          <input
            id="sw-page-name"
            className="sw-input"
            data-testid="page-name-input"
            autoFocus
            maxLength={PAGE_NAME_MAX_LENGTH}
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'sw-page-name-error' : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
          {error && (
            <span id="sw-page-name-error" className="sw-editor-field-error" role="alert">
              {error}
            </span>
          )}
        </div>
        {start && (
          <fieldset className="sw-editor-page-start" data-testid="page-start">
            <legend className="sw-label">{trans('Start from')}</legend>
            <label className="sw-editor-page-start-option">
              <input type="radio" name="page-start" value="frame" data-testid="page-start-frame" disabled={!canStartFromFrame} checked={startKind === 'frame'} onChange={() => setStartKind('frame')} />
              <span>
                {trans('From site layout')}
                <span className="sw-field-description"> {canStartFromFrame ? trans("The site's header and footer around a new section.") : trans('The site has no header or footer.')}</span>
              </span>
            </label>
            <label className="sw-editor-page-start-option">
              <input type="radio" name="page-start" value="blank" data-testid="page-start-blank" checked={startKind === 'blank'} onChange={() => setStartKind('blank')} />
              <span>{trans('Blank page')}</span>
            </label>
          </fieldset>
        )}
        <div className="sw-editor-dialog-actions">
          <Button variant="text" onClick={onClose}>
            {trans('Cancel')}
          </Button>
          <Button type="submit" data-testid="page-name-submit">
            {trans(submitLabel)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
