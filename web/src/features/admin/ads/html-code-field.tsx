import { html } from '@codemirror/lang-html';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';

export interface HtmlCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The label's id (the editable area is a contenteditable, not a form control). */
  labelledBy: string;
  describedBy?: string;
  testId: string;
}

/**
 * A code editor (CodeMirror, HTML mode) for a slot's markup. Tab moves focus on rather than indenting,
 * so the keyboard never gets stuck inside.
 */
export function HtmlCodeField({ value, onChange, onBlur, labelledBy, describedBy, testId }: HtmlCodeFieldProps) {
  const extensions = useMemo(
    () => [
      html({ autoCloseTags: false }),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-labelledby': labelledBy, ...(describedBy ? { 'aria-describedby': describedBy } : {}), 'aria-multiline': 'true', spellcheck: 'false' }),
    ],
    [labelledBy, describedBy],
  );
  return (
    <div className="sw-ads-code" data-testid={testId}>
      <CodeMirror
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        extensions={extensions}
        indentWithTab={false}
        minHeight="10rem"
        maxHeight="24rem"
        basicSetup={{ foldGutter: false, highlightActiveLine: false }}
      />
    </div>
  );
}
