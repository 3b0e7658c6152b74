import { useEffect, useState, type FormEvent } from 'react';
import { useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { PAGE_NAME_MAX_LENGTH } from '../state/editor-store.ts';

export interface PageNameDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for a page name (add, rename). */
export function PageNameDialog({ open, title, submitLabel, initialName, onSubmit, onClose }: PageNameDialogProps) {
  const trans = useTrans();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName(initialName);
      setError(null);
    }
  }, [open, initialName]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(trans('Enter a page name.'));
    onSubmit(name.trim());
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
