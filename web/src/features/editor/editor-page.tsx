import { useParams } from 'react-router';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { Trans } from '../../lib/i18n.tsx';

export function EditorPage() {
  const { projectId } = useParams();
  useDocumentTitle('Editor');
  return (
    <AppLayout>
      <div data-testid="editor-page">
        <PageHeader title="Editor" description={<Trans message="Project :id" values={{ id: projectId ?? '' }} />} />
      </div>
    </AppLayout>
  );
}
