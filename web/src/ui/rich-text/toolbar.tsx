import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, type ReactNode } from 'react';
import { UploadedFile } from '../../../../common/uploads/file.ts';
import { useTrans } from '../../lib/i18n.tsx';

export interface ToolbarProps {
  editor: Editor;
  onLink: () => void;
  /** Inline code and code blocks. */
  code: boolean;
  /** The image tool: picked files go here. */
  onImages?: (files: UploadedFile[]) => void;
  testId: string;
}

/** The formatting tools above the text, each pressed while the selection has its format. */
export function Toolbar({ editor, onLink, code, onImages, testId }: ToolbarProps) {
  const trans = useTrans();
  const picker = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      code: e.isActive('code'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={trans('Formatting')} className="sw-rich-text-toolbar" data-testid={`${testId}-toolbar`}>
      <ToolButton label="Bold" shortcut="Mod+B" active={state.bold} onClick={() => chain().toggleBold().run()} testId="tool-bold">
        <b aria-hidden="true">B</b>
      </ToolButton>
      <ToolButton label="Italic" shortcut="Mod+I" active={state.italic} onClick={() => chain().toggleItalic().run()} testId="tool-italic">
        <i aria-hidden="true">I</i>
      </ToolButton>
      <span className="sw-rich-text-separator" aria-hidden="true" />
      <ToolButton label="Heading" shortcut="Mod+Alt+2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} testId="tool-h2">
        H2
      </ToolButton>
      <ToolButton label="Subheading" shortcut="Mod+Alt+3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} testId="tool-h3">
        H3
      </ToolButton>
      <span className="sw-rich-text-separator" aria-hidden="true" />
      <ToolButton label="Bulleted list" shortcut="Mod+Shift+8" active={state.bulletList} onClick={() => chain().toggleBulletList().run()} testId="tool-bullet-list">
        <ToolIcon>
          <path d="M3 12h.01M3 18h.01M3 6h.01M8 12h13M8 18h13M8 6h13" />
        </ToolIcon>
      </ToolButton>
      <ToolButton label="Numbered list" shortcut="Mod+Shift+7" active={state.orderedList} onClick={() => chain().toggleOrderedList().run()} testId="tool-ordered-list">
        <ToolIcon>
          <path d="M10 12h11M10 18h11M10 6h11M4 10h2M4 6h1v4M6 18H4c0-1 2-2 2-3s-1-1.5-2-1" />
        </ToolIcon>
      </ToolButton>
      <ToolButton label="Quote" shortcut="Mod+Shift+B" active={state.blockquote} onClick={() => chain().toggleBlockquote().run()} testId="tool-quote">
        <ToolIcon>
          <path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2zM5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
        </ToolIcon>
      </ToolButton>
      {code && (
        <>
          <ToolButton label="Code" shortcut="Mod+E" active={state.code} onClick={() => chain().toggleCode().run()} testId="tool-code">
            <ToolIcon>
              <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />
            </ToolIcon>
          </ToolButton>
          <ToolButton label="Code block" shortcut="Mod+Alt+C" active={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()} testId="tool-code-block">
            <ToolIcon>
              <path d="M10 9.5 8 12l2 2.5M14 9.5l2 2.5-2 2.5" />
              <rect width="18" height="18" x="3" y="3" rx="2" />
            </ToolIcon>
          </ToolButton>
        </>
      )}
      <span className="sw-rich-text-separator" aria-hidden="true" />
      <ToolButton label="Link" shortcut="Mod+K" active={state.link} onClick={onLink} testId="tool-link">
        <ToolIcon>
          <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
          <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
        </ToolIcon>
      </ToolButton>
      {onImages && (
        <>
          <ToolButton label="Image" active={false} onClick={() => picker.current?.click()} testId="tool-image">
            <ToolIcon>
              <rect width="18" height="18" x="3" y="3" rx="2" ry="2" />
              <circle cx="9" cy="9" r="2" />
              <path d="m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21" />
            </ToolIcon>
          </ToolButton>
          <input
            ref={picker}
            type="file"
            accept="image/*"
            multiple
            hidden
            tabIndex={-1}
            data-testid="tool-image-input"
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []).map((file) => UploadedFile.fromFile(file));
              event.currentTarget.value = '';
              if (files.length) onImages(files);
            }}
          />
        </>
      )}
    </div>
  );
}

/** A line icon from the lucide set (lucide-static, ISC), inline so it needs no font or request. */
function ToolIcon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

function ToolButton({ label, shortcut, active, onClick, testId, children }: { label: string; shortcut?: string; active: boolean; onClick: () => void; testId: string; children: ReactNode }) {
  const trans = useTrans();
  const keys = shortcut?.replace('Mod', /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl');
  return (
    <button
      type="button"
      className="sw-rich-text-tool"
      aria-label={trans(label)}
      aria-pressed={active}
      aria-keyshortcuts={shortcut?.replace('Mod', 'Control')}
      title={keys ? `${trans(label)} (${keys})` : trans(label)}
      // Keep the selection in the editor: a mouse press would otherwise move focus to the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
