import { EditorContent, Extension, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { UploadedFile } from '../../../../common/uploads/file.ts';
import { ImageNode } from './image-node.ts';
import { LinkDialog } from './link-dialog.tsx';
import { cleanPastedHtml } from './paste-cleanup.ts';
import { editorHtml } from './rich-text-html.ts';
import { Toolbar } from './toolbar.tsx';
import './rich-text.css';

// The rich-text editor (Tiptap) of custom pages, posts and rich-text fields: a toolbar for bold,
// italic, headings, lists, quotes and links, each with its keyboard shortcut (Ctrl/⌘+B, I, Alt+2,
// Alt+3, Shift+8, Shift+7, Shift+B, K). Posts add code, pictures and word-processor pastes. The
// server sanitizes the markup again when it stores it.

export interface RichTextEditorProps {
  /** The starting markup; later changes come from the editor itself. */
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The label's id: the editable area is a contenteditable, not a form control. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** On the editable area; the toolbar gets `${testId}-toolbar`, the whole box `${testId}-box`. */
  testId: string;
  /** sm: a field of a form; md: a box that scrolls within itself; lg: a long text that grows, its toolbar kept in view. */
  size?: 'sm' | 'md' | 'lg';
  /** Inline code and code blocks, with their tools. */
  code?: boolean;
  /** What a word processor pastes keeps its structure and loses its styling (paste-cleanup.ts). */
  cleanPaste?: boolean;
  /**
   * Pictures in the text: the image tool, and image files dropped or pasted, come here to be
   * uploaded; `insert` puts each one's address into the text once it is there.
   */
  onImages?: (files: UploadedFile[], insert: (src: string) => void) => void;
}

function imageFiles(list: FileList | null | undefined): UploadedFile[] {
  return Array.from(list ?? [])
    .filter((file) => file.type.startsWith('image/'))
    .map((file) => UploadedFile.fromFile(file));
}

export function RichTextEditor({ initialHtml, onChange, onBlur, labelledBy, describedBy, invalid, testId, size = 'md', code = false, cleanPaste = false, onImages }: RichTextEditorProps) {
  const [linking, setLinking] = useState(false);
  const openLink = useRef(() => setLinking(true));
  const images = useRef(onImages);
  images.current = onImages;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // A cleaned paste turns h5 and h6 into h4, so it keeps that level too.
        heading: { levels: cleanPaste ? [2, 3, 4] : [2, 3] },
        code: code ? {} : false,
        codeBlock: code ? {} : false,
        // No empty paragraph kept after the last block: the saved body is what was written.
        trailingNode: false,
        // Links open where they are, like any link of the page (Tiptap's default is a new tab).
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
      }),
      ...(onImages ? [ImageNode] : []),
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
        'data-testid': testId,
      },
      ...(cleanPaste ? { transformPastedHTML: (html: string) => cleanPastedHtml(html) } : {}),
      // Pictures dropped or pasted as files upload like picked ones.
      handleDrop: (_view, event) => {
        const files = imageFiles(event.dataTransfer?.files);
        if (!images.current || files.length === 0) return false;
        event.preventDefault();
        upload(files);
        return true;
      },
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (!images.current || files.length === 0) return false;
        upload(files);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => onChange(editorHtml(current.getHTML())),
    onBlur: () => onBlur?.(),
  });

  function upload(files: UploadedFile[]) {
    images.current?.(files, (src) => {
      if (!editor.isDestroyed) editor.chain().focus().insertContent({ type: 'image', attrs: { src, alt: '' } }).run();
    });
  }

  return (
    <div className="sw-rich-text" data-size={size} data-invalid={invalid || undefined} data-testid={`${testId}-box`}>
      <Toolbar editor={editor} onLink={() => setLinking(true)} code={code} onImages={onImages ? upload : undefined} testId={testId} />
      <EditorContent editor={editor} />
      <LinkDialog editor={editor} open={linking} onClose={() => setLinking(false)} />
    </div>
  );
}
