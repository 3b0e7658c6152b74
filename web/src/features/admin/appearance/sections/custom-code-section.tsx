import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useId, useMemo } from 'react';
import { Trans } from '../../../../lib/i18n.tsx';
import { useAppearanceState, useAppearanceStore } from '../editor-store.ts';
import { SectionHeader } from '../section-header.tsx';

/** Site-wide CSS and HTML, written into every page of the app; the preview shows them as typed. */
export function CustomCodeSection() {
  const store = useAppearanceStore();
  const cssValue = useAppearanceState((state) => state.draft.settings['custom_code.css']);
  const htmlValue = useAppearanceState((state) => state.draft.settings['custom_code.html']);
  return (
    <div data-testid="appearance-custom-code">
      <SectionHeader title="Custom Code" back="/admin/appearance" />
      <CodeField
        label="Custom CSS"
        language="css"
        value={cssValue}
        onChange={(value) => store.updateSettings({ 'custom_code.css': value })}
        testId="appearance-custom-css"
      />
      <CodeField
        label="Custom HTML"
        language="html"
        value={htmlValue}
        onChange={(value) => store.updateSettings({ 'custom_code.html': value })}
        testId="appearance-custom-html"
      />
      <p className="sw-muted">
        <Trans message="Scripts do not run in custom HTML: the app's security policy only runs its own." />
      </p>
    </div>
  );
}

interface CodeFieldProps {
  label: 'Custom CSS' | 'Custom HTML';
  language: 'css' | 'html';
  value: string;
  onChange(value: string): void;
  testId: string;
}

function CodeField({ label, language, value, onChange, testId }: CodeFieldProps) {
  const labelId = useId();
  const extensions = useMemo(
    () => [language === 'css' ? css() : html({ autoCloseTags: false }), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-labelledby': labelId, 'aria-multiline': 'true' })],
    [language, labelId],
  );
  return (
    <div className="sw-field" data-testid={testId}>
      <span className="sw-label" id={labelId}>
        {label === 'Custom CSS' ? <Trans message="Custom CSS" /> : <Trans message="Custom HTML" />}
      </span>
      <div className="sw-appearance-code">
        <CodeMirror value={value} onChange={onChange} extensions={extensions} indentWithTab={false} minHeight="10rem" maxHeight="24rem" basicSetup={{ foldGutter: false, highlightActiveLine: false }} />
      </div>
    </div>
  );
}
