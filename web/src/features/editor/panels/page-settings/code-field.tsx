import { css } from '@codemirror/lang-css';
import { javascript } from '@codemirror/lang-javascript';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';

export interface CodeFieldProps {
  language: 'css' | 'javascript';
  value: string;
  onChange: (value: string) => void;
  /** The label's id (the editable area is a contenteditable, not a form control). */
  labelledBy: string;
  describedBy?: string;
  testId: string;
}

/** A code editor (CodeMirror) for the page's custom CSS or JS. */
export function CodeField({ language, value, onChange, labelledBy, describedBy, testId }: CodeFieldProps) {
  const extensions = useMemo(
    () => [
      language === 'css' ? css() : javascript(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-labelledby': labelledBy, ...(describedBy ? { 'aria-describedby': describedBy } : {}), 'aria-multiline': 'true' }),
    ],
    [language, labelledBy, describedBy],
  );
  return (
    <div className="sw-editor-code-field" data-testid={testId}>
      <CodeMirror value={value} onChange={onChange} extensions={extensions} indentWithTab={false} minHeight="8rem" maxHeight="16rem" basicSetup={{ foldGutter: false, highlightActiveLine: false }} />
    </div>
  );
}
