import { useQuery } from '@tanstack/react-query';
import { Trans } from '../../lib/i18n.tsx';
import { fetchSiteForms, siteFormsQueryKey } from './forms-api.ts';
import { submissionsPath, submissionsSettingsPath } from './paths.ts';
import './forms.css';

/**
 * Before a publish: the site's forms that would reach no one (e-mail off or no recipients, and no
 * webhook), with a way to the form settings. Publishing stays allowed; a check that fails to load
 * shows nothing rather than holding the publish up.
 */
export function PublishFormWarnings({ projectId }: { projectId: number }) {
  // Asked afresh each time the dialog opens: a form added a moment ago counts.
  const forms = useQuery({ queryKey: siteFormsQueryKey(projectId), queryFn: ({ signal }) => fetchSiteForms(projectId, signal), refetchOnMount: 'always' });
  const warnings = forms.data?.warnings ?? [];
  if (!warnings.length) return null;
  return (
    <div className="sw-forms-publish-warnings" role="status" data-testid="publish-form-warnings">
      <ul>
        {warnings.map((warning, index) => (
          <li key={index}>{warning}</li>
        ))}
      </ul>
      <a href={submissionsSettingsPath(projectId)} target="_blank" rel="noopener noreferrer" data-testid="publish-form-settings-link">
        <Trans message="Open the form settings" />
      </a>
    </div>
  );
}

/** The site's inbox, from the editor: a new tab, so the editor and its unsaved work stay open. */
export function SubmissionsLink({ projectId, className }: { projectId: number; className?: string }) {
  return (
    <a href={submissionsPath(projectId)} target="_blank" rel="noopener noreferrer" className={className} data-testid="editor-submissions-link">
      <Trans message="Submissions" />
    </a>
  );
}
