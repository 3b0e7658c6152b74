import { EditorContent, Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState, type ReactNode } from 'react';
import { useFocusWhenOpen } from '../../../lib/forms/use-focus-when-open.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../auth/form-fields.tsx';
import { editorHtml, normalizeLinkHref } from './page-form.ts';

export interface RichTextEditorProps {
  /** The starting markup; later changes come from the editor itself. */
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The label's id: the editable area is a contenteditable, not a form control. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * The page body editor (Tiptap): a toolbar for bold, italic, headings, lists, links and quotes,
 * each with its keyboard shortcut (Ctrl/⌘+B, I, Alt+2, Alt+3, Shift+8, Shift+7, K, Shift+B).
 */
export function RichTextEditor({ initialHtml, onChange, onBlur, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const [linking, setLinking] = useState(false);
  const openLink = useRef(() => setLinking(true));
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        // No empty paragraph kept after the last block: the saved body is what was written.
        trailingNode: false,
        // Links open where they are, like any link of the page (Tiptap's default is a new tab).
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
      }),
      Extension.create({
        name: 'linkShortcut',
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            openLink.current();
            return true;
          },
        }),
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        class: 'sw-rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'data-testid': 'page-body-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange(editorHtml(current.getHTML())),
    onBlur: () => onBlur?.(),
  });

  return (
    <div className="sw-rich-text" data-invalid={invalid || undefined}>
      <Toolbar editor={editor} onLink={() => setLinking(true)} />
      <EditorContent editor={editor} />
      <LinkDialog editor={editor} open={linking} onClose={() => setLinking(false)} />
    </div>
  );
}

function Toolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const trans = useTrans();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      blockquote: e.isActive('blockquote'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={trans('Formatting')} className="sw-rich-text-toolbar" data-testid="page-body-toolbar">
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
      <ToolButton label="Link" shortcut="Mod+K" active={state.link} onClick={onLink} testId="tool-link">
        <ToolIcon>
          <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
          <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
        </ToolIcon>
      </ToolButton>
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

function ToolButton({ label, shortcut, active, onClick, testId, children }: { label: string; shortcut: string; active: boolean; onClick: () => void; testId: string; children: ReactNode }) {
  const trans = useTrans();
  const keys = shortcut.replace('Mod', /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl');
  return (
    <button
      type="button"
      className="sw-rich-text-tool"
      aria-label={trans(label)}
      aria-pressed={active}
      aria-keyshortcuts={shortcut.replace('Mod', 'Control')}
      title={`${trans(label)} (${keys})`}
      // Keep the selection in the editor: a mouse press would otherwise move focus to the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** Sets, changes or removes the link of the selection. */
function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
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
      title="Link"
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
      <TextField
        ref={input}
        label="Address"
        name="href"
        type="url"
        inputMode="url"
        placeholder="https://example.com"
        value={href}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          // The dialog sits inside the page's form: Enter applies the link rather than saving the page.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
        data-testid="link-href"
      />
    </Dialog>
  );
}
