import { useForm } from 'react-hook-form';
import type { Project } from '../../../../common/editor/types.ts';
import { REQUIRED_MESSAGE } from '../../lib/forms/rules.ts';
import { useFocusWhenOpen } from '../../lib/forms/use-focus-when-open.ts';
import { applyServerErrors } from '../../lib/forms/use-server-errors.ts';
import { Trans } from '../../lib/i18n.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { TextField } from '../auth/form-fields.tsx';
import { ACCOUNT_USAGE_QUERY_KEY } from '../billing/billing-api.ts';
import { deleteProject, PROJECTS_QUERY_KEY, renameProject } from './projects-api.ts';

export const PROJECT_RENAMED_MESSAGE = 'Project renamed';
export const PROJECT_DELETED_MESSAGE = 'Project deleted';

/** A site's name: required, and spaces alone do not count. */
export const siteNameRules = {
  required: REQUIRED_MESSAGE,
  validate: (value: string) => value.trim() !== '' || REQUIRED_MESSAGE,
};

/** After a site is created or removed: the lists, and the site count the plan's limit is checked against. */
export async function refreshProjectLists(): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ACCOUNT_USAGE_QUERY_KEY })]);
}

export function RenameProjectDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  return (
    <Dialog open={project !== null} onClose={onClose} title="Rename site" size="sm">
      {project && <RenameProjectForm key={project.id} project={project} onDone={onClose} />}
    </Dialog>
  );
}

function RenameProjectForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: project.name } });
  const { errors, isSubmitting } = form.formState;
  useFocusWhenOpen(true, () => form.setFocus('name', { shouldSelect: true }));

  const onSubmit = form.handleSubmit(async ({ name }) => {
    const trimmed = name.trim();
    if (trimmed === project.name) return onDone();
    try {
      await renameProject(project.id, trimmed);
      toast(PROJECT_RENAMED_MESSAGE);
      onDone();
      await refreshProjectLists();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="rename-dialog">
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name', siteNameRules)} />
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={onDone}>
          <Trans message="Cancel" />
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="rename-submit">
          <Trans message="Rename" />
        </Button>
      </div>
    </form>
  );
}

export function DeleteProjectDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={project !== null}
      title={project ? <Trans message="Delete :name?" values={{ name: project.name }} /> : undefined}
      confirmLabel={<Trans message="Delete" />}
      danger
      testId="delete-project-dialog"
      confirmTestId="delete-project-confirm"
      onClose={onClose}
      onConfirm={async () => {
        if (!project) return;
        await deleteProject(project.id);
        toast(PROJECT_DELETED_MESSAGE);
        await refreshProjectLists();
      }}
    >
      <p>
        <Trans message="The site and all of its pages will be deleted. This can't be undone." />
      </p>
    </ConfirmDialog>
  );
}
