import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ProjectShowcase } from '../../../../common/showcase.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { httpErrorMessage } from '../../lib/http/http-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import '../auth/form-fields.css';

const showcaseQueryKey = (projectId: number) => ['projects', projectId, 'showcase'] as const;

/** The owner's consent to the home page's gallery showing this site while it is live. */
export function ShowcaseToggle({ projectId }: { projectId: number }) {
  const trans = useTrans();
  const hintId = useId();
  const showcase = useQuery({
    queryKey: showcaseQueryKey(projectId),
    queryFn: ({ signal }) => apiClient.get<ProjectShowcase>(`projects/${projectId}/showcase`, undefined, { signal }),
  });
  const change = useMutation({
    mutationFn: (value: boolean) => apiClient.put<ProjectShowcase>(`projects/${projectId}/showcase`, { showcase: value }),
    onSuccess: (answer) => {
      queryClient.setQueryData(showcaseQueryKey(projectId), answer);
      void queryClient.invalidateQueries({ queryKey: ['showcase'] });
      toast(answer.showcase ? trans('The site may appear in the gallery') : trans('The site is out of the gallery'));
    },
    onError: (error) => toast.danger(httpErrorMessage(error) ?? trans('The change could not be saved.')),
  });

  if (!showcase.data) return null;
  const checked = change.isPending ? Boolean(change.variables) : showcase.data.showcase;
  return (
    <div className="sw-showcase-toggle" data-testid="showcase-toggle">
      <label className="sw-checkbox">
        <input
          type="checkbox"
          checked={checked}
          disabled={!showcase.data.can_change || change.isPending}
          aria-describedby={hintId}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
          data-testid="showcase-checkbox"
        />
        <Trans message="Show this site in the home page gallery" />
      </label>
      <p id={hintId} className="sw-muted">
        {showcase.data.can_change ? (
          <Trans message="While the site is published, visitors of the home page can see it among the sites made here." />
        ) : (
          <Trans message="Only the site's owner can change this." />
        )}
      </p>
    </div>
  );
}
