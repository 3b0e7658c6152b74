import { lazy, Suspense } from 'react';
import { useTrans } from '../../../../lib/i18n.tsx';
import type { CodeFieldProps } from './code-field.tsx';

// CodeMirror is most of the editor's JavaScript and only the page settings dialog shows it, so it
// is a chunk of its own, fetched when the dialog first renders a code field.
const CodeField = lazy(() => import('./code-field.tsx').then((module) => ({ default: module.CodeField })));

/** The place the code editor takes while its chunk loads: the same box, saying so. */
function CodeFieldLoading({ testId }: { testId: string }) {
  const trans = useTrans();
  return (
    <div className="sw-editor-code-field sw-editor-code-field-loading" data-testid={`${testId}-loading`} role="status">
      {trans('Loading…')}
    </div>
  );
}

/** A code field (custom CSS or JS) that shows a loading state until CodeMirror has arrived. */
export function LazyCodeField(props: CodeFieldProps) {
  return (
    <Suspense fallback={<CodeFieldLoading testId={props.testId} />}>
      <CodeField {...props} />
    </Suspense>
  );
}
