import { Trans } from '../../../lib/i18n.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { AdminCustomPage } from './page-form.ts';
import { deletePage } from './pages-api.ts';

export const PAGE_DELETED_MESSAGE = 'Page deleted';

/** Asks before deleting a page from its edit screen (the list deletes through its table). */
export function DeletePageDialog({ page, open, onClose, onDeleted }: { page: Pick<AdminCustomPage, 'id' | 'title'>; open: boolean; onClose: () => void; onDeleted: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete page"
      confirmLabel="Delete"
      danger
      testId="delete-page-dialog"
      onClose={onClose}
      onConfirm={async () => {
        await deletePage(page.id);
        toast(PAGE_DELETED_MESSAGE);
        onDeleted();
      }}
    >
      <p>
        <Trans message="Delete “:title”? Visitors of its address get the not-found page." values={{ title: page.title }} />
      </p>
    </ConfirmDialog>
  );
}
