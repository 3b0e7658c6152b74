import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage, PageLoadErrorPage } from '../../app/errors/error-pages.tsx';
import { isHttpError } from '../../lib/http/http-error.ts';
import { PageSpinner } from '../../ui/spinner.tsx';
import { useSitesAccess } from '../billing/lapsed-plan.tsx';
import { fetchProject } from './editor-api.ts';
import { Editor } from './editor.tsx';
import type { Project } from './model.ts';

type Load = { status: 'loading' } | { status: 'ready'; project: Project } | { status: 'missing' } | { status: 'failed' };

/**
 * /editor/:projectId — full screen, no app navbar. A project that is not the user's is not found.
 * ?page=<page id> opens that page (a collection's page from the Content screen).
 */
export function EditorPage() {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  const initialPage = params.get('page');
  const readOnly = useSitesAccess() === 'read-only';
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchProject(projectId, controller.signal).then(
      (project) => setLoad({ status: 'ready', project }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: isHttpError(error) && (error.status === 404 || error.status === 400) ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [projectId]);

  switch (load.status) {
    case 'loading':
      return <PageSpinner />;
    case 'missing':
      return <NotFoundPage />;
    case 'failed':
      return <PageLoadErrorPage />;
    case 'ready':
      return <Editor key={load.project.id} project={load.project} readOnly={readOnly} initialPage={initialPage} />;
  }
}
