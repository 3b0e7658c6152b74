import { useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { LinkAttributes } from '../../../../../common/editor/links.ts';
import { useTrans } from '../../../lib/i18n.tsx';
import { Icon } from '../chrome/icons.tsx';
import { LinkDialog } from '../dialogs/link-dialog.tsx';
import { useEditor } from '../editor-context.tsx';
import type { Box } from '../state/drop-target.ts';
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
 * down is prevented) so the text selection they act on survives; the link button remembers the
 * selection before the link dialog takes focus, and the dialog's Done restores it to apply the link.
 */
export function TextToolbar({ box, stageWidth }: { box: Box; stageWidth: number }) {
  const { text } = useEditor();
  const trans = useTrans();
  const [link, setLink] = useState<Record<string, string | undefined> | null>(null);
  const top = box.top >= TOOLBAR_HEIGHT_PX + 4 ? box.top - TOOLBAR_HEIGHT_PX - 4 : box.top + box.height + 4;
  const left = Math.max(0, Math.min(box.left, stageWidth - TOOLBAR_WIDTH_PX));
  const style: CSSProperties = { transform: `translate(${left}px, ${top}px)` };
  // A link cannot hold another link: the text of a link or button is linked from the Settings panel.
  const insideLink = Boolean(text.element?.closest('a'));

  const openLink = () => {
    const anchor = text.currentLink();
    setLink(anchor ? { href: anchor.getAttribute('href') ?? undefined, target: anchor.getAttribute('target') ?? undefined, download: anchor.getAttribute('download') ?? undefined } : {});
  };
  const apply = (attributes: LinkAttributes) => {
    setLink(null);
    if (attributes.href === null) text.unlink();
    else text.link(attributes);
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
        title={trans(insideLink ? 'Links inside a link or button are not possible: use Edit link in the Settings panel.' : 'Link')}
        aria-haspopup="dialog"
        disabled={insideLink}
        onMouseDown={(event) => {
          event.preventDefault();
          text.rememberSelection();
        }}
        onClick={openLink}
      >
        <Icon name="link" size={16} />
      </button>
      {/* Outside the overlay's positioned layer; still part of the toolbar, so a press in the dialog does not end the editing. */}
      {createPortal(
        <div data-text-toolbar>
          <LinkDialog open={link !== null} current={link ?? {}} onClose={() => setLink(null)} onApply={apply} />
        </div>,
        document.body,
      )}
    </div>
  );
}
