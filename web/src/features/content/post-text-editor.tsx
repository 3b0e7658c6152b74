import type { UploadQueue } from '../../../../common/uploads/queue.ts';
import { RichTextEditor, type RichTextEditorProps } from '../../ui/rich-text/rich-text-editor.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { uploadImages } from './content-uploads.ts';

export interface PostTextEditorProps extends Omit<RichTextEditorProps, 'code' | 'cleanPaste' | 'onImages'> {
  /** Where pictures upload. */
  imageQueue: Pick<UploadQueue, 'add'>;
}

/**
 * The text of a post and of rich-text fields: the shared editor with code, pictures uploaded as
 * they are picked, dropped or pasted, and what a word processor pastes cleaned of its styling.
 */
export function PostTextEditor({ imageQueue, ...props }: PostTextEditorProps) {
  return (
    <RichTextEditor
      {...props}
      code
      cleanPaste
      onImages={(files, insert) => {
        const error = uploadImages(imageQueue, files, insert);
        if (error) toast.danger(error);
      }}
    />
  );
}
