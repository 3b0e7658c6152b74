import type { Editor } from '@tiptap/react';
import { useId, useRef, useState } from 'react';
import { useFocusWhenOpen } from '../../lib/forms/use-focus-when-open.ts';
import { Trans } from '../../lib/i18n.tsx';
import { Button } from '../button.tsx';
import { Dialog } from '../dialog.tsx';
import { normalizeLinkHref } from './rich-text-html.ts';

/** Sets, changes or removes the link of the selection. */
export function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const id = useId();
  const [href, setHref] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useFocusWhenOpen(open, () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    input.current?.focus();
  });
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  const apply = () => {
    const target = normalizeLinkHref(href);
    if (!target) remove();
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      editor.chain().focus().insertContent({ type: 'text', text: target, marks: [{ type: 'link', attrs: { href: target } }] }).run();
      onClose();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: target }).run();
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={<Trans message="Link" />}
      size="sm"
      footer={
        <>
          {editor.isActive('link') && (
            <Button variant="text" onClick={remove} data-testid="link-remove">
              <Trans message="Remove link" />
            </Button>
          )}
          <Button variant="outline" onClick={close}>
            <Trans message="Cancel" />
          </Button>
          <Button variant="primary" onClick={apply} data-testid="link-apply">
            <Trans message="Apply" />
          </Button>
        </>
      }
    >
      <div className="sw-field">
        <label className="sw-label" htmlFor={id}>
          <Trans message="Address" />
        </label>
        <input
          ref={input}
          id={id}
          name="href"
          className="sw-input"
          type="url"
          inputMode="url"
          placeholder="https://example.com"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            // The editor may sit inside a form: Enter applies the link rather than submitting it.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
          data-testid="link-href"
        />
      </div>
    </Dialog>
  );
}
