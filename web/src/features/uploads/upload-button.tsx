import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { UploadedFile } from '../../../../common/uploads/file.ts';
import { Button, type ButtonProps } from '../../ui/button.tsx';
import { acceptAttribute, type AcceptGroup } from './accept.ts';

export interface UploadButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'disabled' | 'startIcon'> {
  onFiles(files: UploadedFile[]): void;
  accept?: readonly AcceptGroup[];
  multiple?: boolean;
  /** Pick a whole folder; each file keeps its path inside it (webkitRelativePath). */
  directory?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A real button that opens the file picker, so it takes focus, shows the focus ring and works
 * with Enter and Space; the file input itself stays out of the tab order.
 */
export function UploadButton({ onFiles, accept, multiple, directory, children, 'data-testid': testId, ...buttonProps }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const element = event.currentTarget;
    const picked = Array.from(element.files ?? []);
    element.value = ''; // picking the same file again must fire another change
    if (picked.length === 0) return;
    onFiles(picked.map((file) => UploadedFile.fromFile(file)));
  }

  return (
    <>
      <Button variant="outline" size="sm" {...buttonProps} data-testid={testId} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={acceptAttribute(accept)}
        multiple={multiple || directory}
        onChange={onChange}
        data-testid={testId ? `${testId}-input` : undefined}
        {...(directory ? { webkitdirectory: '' } : {})}
      />
    </>
  );
}
