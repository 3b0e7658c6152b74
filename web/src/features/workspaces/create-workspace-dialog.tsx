import { useForm } from 'react-hook-form';
import { WORKSPACE_MESSAGES, WORKSPACE_NAME_MAX_LENGTH } from '../../../../common/workspaces.ts';
import { useFocusWhenOpen } from '../../lib/forms/use-focus-when-open.ts';
import { applyServerErrors } from '../../lib/forms/use-server-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { trans, Trans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { TextField } from '../auth/form-fields.tsx';
import { setActiveWorkspace } from './active-workspace.ts';
import { WORKSPACE_UI_MESSAGES } from './workspace-rules.ts';
import { createWorkspace, MY_WORKSPACES_QUERY_KEY } from './workspaces-api.ts';

/** A workspace's name: required (spaces alone do not count) and at most 100 characters. */
export const workspaceNameRules = {
  validate: (value: string) => {
    const name = value.trim();
    if (!name) return WORKSPACE_MESSAGES.nameRequired;
    return name.length <= WORKSPACE_NAME_MAX_LENGTH || trans('At most :count characters.', { count: WORKSPACE_NAME_MAX_LENGTH });
  },
};

/** "Create workspace": a name; the new workspace becomes the active one. */
export function CreateWorkspaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Create workspace" size="sm">
      {open && <CreateWorkspaceForm onDone={onClose} />}
    </Dialog>
  );
}

function CreateWorkspaceForm({ onDone }: { onDone: () => void }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;
  useFocusWhenOpen(true, () => form.setFocus('name'));

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const workspace = await createWorkspace(name.trim());
      toast(WORKSPACE_UI_MESSAGES.created);
      onDone();
      await queryClient.invalidateQueries({ queryKey: MY_WORKSPACES_QUERY_KEY });
      setActiveWorkspace(workspace.id);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="create-workspace-form">
      <TextField label="Name" autoComplete="off" error={errors.name?.message} data-testid="workspace-name-input" {...form.register('name', workspaceNameRules)} />
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={onDone}>
          <Trans message="Cancel" />
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="create-workspace-submit">
          <Trans message="Create" />
        </Button>
      </div>
    </form>
  );
}
