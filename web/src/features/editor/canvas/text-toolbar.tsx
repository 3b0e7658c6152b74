import { useState, type CSSProperties, type FormEvent } from 'react';
import { useTrans } from '../../../lib/i18n.tsx';
import { useEditor } from '../editor-context.tsx';
import type { Box } from '../state/drop-target.ts';
import { linkHref } from '../state/link-url.ts';
import { Icon } from '../chrome/icons.tsx';
import type { TextCommand } from './text-editing.ts';

const TOOLBAR_HEIGHT_PX = 36;
const TOOLBAR_WIDTH_PX = 300;

const COMMANDS: { command: TextCommand; label: string; glyph: string }[] = [
  { command: 'bold', label: 'Bold', glyph: 'B' },
  { command: 'italic', label: 'Italic', glyph: 'I' },
  { command: 'underline', label: 'Underline', glyph: 'U' },
];

/**
 * The floating toolbar of inline text editing. Its buttons keep the focus in the frame (mouse
 * down is prevented) so the text selection they act on survives; the link field saves the
 * selection before it takes focus and restores it to apply the link.
 */
export function TextToolbar({ box, stageWidth }: { box: Box; stageWidth: number }) {
  const { text } = useEditor();
  const trans = useTrans();
  const [linking, setLinking] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const top = box.top >= TOOLBAR_HEIGHT_PX + 4 ? box.top - TOOLBAR_HEIGHT_PX - 4 : box.top + box.height + 4;
  const left = Math.max(0, Math.min(box.left, stageWidth - TOOLBAR_WIDTH_PX));
  const style: CSSProperties = { transform: `translate(${left}px, ${top}px)` };

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    const href = linkHref(url);
    if (!href) return setError(trans('Enter a valid URL'));
    text.link(href);
    setLinking(false);
    setUrl('');
    setError(null);
  };

  return (
    <div className="sw-text-toolbar" data-text-toolbar data-testid="text-toolbar" style={style} role="toolbar" aria-label={trans('Text formatting')}>
      {COMMANDS.map(({ command, label, glyph }) => (
        <button
          key={command}
          type="button"
          className={`sw-text-toolbar-btn sw-text-toolbar-${command}`}
          data-testid={`text-${command}`}
          aria-label={trans(label)}
          title={trans(label)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => text.command(command)}
        >
          {glyph}
        </button>
      ))}
      <button
        type="button"
        className="sw-text-toolbar-btn"
        data-testid="text-link"
        aria-label={trans('Link')}
        title={trans('Link')}
        aria-pressed={linking}
        onMouseDown={(event) => {
          event.preventDefault();
          text.rememberSelection();
        }}
        onClick={() => setLinking((value) => !value)}
      >
        <Icon name="link" size={16} />
      </button>
      {linking && (
        <form className="sw-text-toolbar-link" onSubmit={applyLink}>
          <input
            autoFocus
            type="text"
            inputMode="url"
            data-testid="text-link-url"
            aria-label={trans('Link address')}
            placeholder="https://"
            value={url}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                setLinking(false);
              }
            }}
          />
          <button type="submit" className="sw-text-toolbar-btn" data-testid="text-link-apply">
            {trans('Apply')}
          </button>
          {error && (
            <span className="sw-text-toolbar-error" role="alert">
              {error}
            </span>
          )}
        </form>
      )}
    </div>
  );
}
