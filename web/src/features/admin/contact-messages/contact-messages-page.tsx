import { useEffect, useState } from 'react';
import type { ContactMessageData } from '../../../../../common/contact.ts';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatDate } from '../shell/format.ts';
import { DataTable, type DataTableColumn, type DataTableFilter } from '../table/data-table.tsx';
import { refreshList } from '../table/list-api.ts';
import './contact-messages.css';

// /admin/contact-messages: what visitors sent through the contact page (each also mailed to the
// site's contact address). Opening a message marks it read.

const ENDPOINT = 'admin/contact-messages';

const FILTERS: DataTableFilter[] = [{ key: 'read', label: 'Status', type: 'boolean', trueLabel: 'Read', falseLabel: 'Unread' }];

async function setRead(message: ContactMessageData, read: boolean): Promise<void> {
  try {
    await apiClient.put(`${ENDPOINT}/${message.id}`, { read });
    await refreshList(ENDPOINT);
  } catch (error) {
    showHttpErrorToast(error);
  }
}

export function ContactMessagesPage() {
  useDocumentTitle('Messages');
  const [open, setOpen] = useState<ContactMessageData | null>(null);
  const columns: DataTableColumn<ContactMessageData>[] = [
    {
      id: 'name',
      header: 'From',
      sortable: true,
      cell: (message) => (
        <button type="button" className="sw-contact-from" onClick={() => setOpen(message)} data-testid="contact-message-open">
          <span className={message.read_at ? undefined : 'sw-contact-unread'}>{message.name}</span>
          <span className="sw-muted">{message.email}</span>
        </button>
      ),
    },
    { id: 'subject', header: 'Subject', sortable: true, cell: (message) => message.subject },
    { id: 'created_at', header: 'Received', sortable: true, cell: (message) => formatDate(message.created_at) },
    {
      id: 'read_at',
      header: 'Status',
      sortable: true,
      cell: (message) => (
        <span className={message.read_at ? 'sw-muted' : 'sw-contact-unread'} data-testid="contact-message-status">
          <Trans message={message.read_at ? 'Read' : 'Unread'} />
        </span>
      ),
    },
  ];
  return (
    <div data-testid="admin-contact-messages-page">
      <PageHeader title="Messages" description="What visitors sent through the contact page. Each message was also e-mailed to the contact address." />
      <DataTable<ContactMessageData>
        endpoint={ENDPOINT}
        label="Messages"
        rowLabel={(message) => `${message.name}: ${message.subject}`}
        columns={columns}
        defaultOrder={{ orderBy: 'created_at', orderDir: 'desc' }}
        filters={FILTERS}
        search="Search messages"
        rowActions={[
          { label: 'View', onSelect: setOpen, testId: 'contact-message-view' },
          { label: 'Mark as unread', onSelect: (message) => void setRead(message, false), hidden: (message) => !message.read_at, testId: 'contact-message-unread' },
          { label: 'Mark as read', onSelect: (message) => void setRead(message, true), hidden: (message) => Boolean(message.read_at), testId: 'contact-message-read' },
        ]}
        deletable
        empty={{ title: 'No messages yet', text: 'Messages sent through the contact page show here.' }}
        testId="contact-messages-table"
      />
      <MessageDialog message={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function MessageDialog({ message, onClose }: { message: ContactMessageData | null; onClose: () => void }) {
  useEffect(() => {
    if (message && !message.read_at) void setRead(message, true);
  }, [message]);
  return (
    <Dialog open={message !== null} onClose={onClose} title={message?.subject} size="lg">
      {message && (
        <div className="sw-contact-view" data-testid="contact-message-dialog">
          <dl>
            <dt>
              <Trans message="From" />
            </dt>
            <dd>
              {message.name} &lt;{message.email}&gt;
            </dd>
            <dt>
              <Trans message="Received" />
            </dt>
            <dd>{new Date(message.created_at).toLocaleString()}</dd>
          </dl>
          <p className="sw-contact-view-body">{message.message}</p>
          <div className="sw-dialog-actions">
            <a className="sw-btn sw-btn-primary sw-btn-md" href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
              <Trans message="Reply by e-mail" />
            </a>
          </div>
        </div>
      )}
    </Dialog>
  );
}
