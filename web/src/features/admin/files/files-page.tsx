import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { UPLOAD_DISKS } from '../../../../../common/uploads/constants.ts';
import { formatBytes } from '../../../../../common/uploads/format-bytes.ts';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { formatDate, formatNumber } from '../shell/format.ts';
import { DataTable, type DataTableColumn, type DataTableFilter } from '../table/data-table.tsx';
import { bulkDelete } from '../table/list-api.ts';
import { FilterLink } from '../table/filter-link.tsx';
import { FILE_ENTRIES_ENDPOINT, useOwner, useStorageUsage, type AdminFileEntry } from './files-api.ts';
import './files.css';

function Preview({ entry }: { entry: AdminFileEntry }) {
  if (entry.type === 'folder') {
    return (
      <span className="sw-file-icon" aria-hidden="true">
        📁
      </span>
    );
  }
  if (entry.mime.startsWith('image/') && entry.url) {
    return (
      <a href={entry.url} target="_blank" rel="noreferrer" className="sw-file-thumb">
        <img src={entry.url} alt={entry.name} loading="lazy" width={40} height={40} />
      </a>
    );
  }
  return (
    <span className="sw-file-icon" aria-hidden="true">
      {(entry.extension || '?').slice(0, 4).toUpperCase()}
    </span>
  );
}

function FileActions({ entry }: { entry: AdminFileEntry }) {
  const trans = useTrans();
  if (entry.type !== 'file' || !entry.url) return null;
  return (
    <span className="sw-file-links">
      <a href={entry.url} target="_blank" rel="noreferrer" aria-label={trans('Open :name', { name: entry.name })}>
        <Trans message="Open" />
      </a>
      <a href={entry.url} download={entry.name} aria-label={trans('Download :name', { name: entry.name })} data-testid="file-download">
        <Trans message="Download" />
      </a>
    </span>
  );
}

const COLUMNS: DataTableColumn<AdminFileEntry>[] = [
  { id: 'preview', header: 'Preview', hideHeader: true, className: 'sw-file-preview', cell: (entry) => <Preview entry={entry} /> },
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    cell: (entry) => (
      <span className="sw-file-name">
        {entry.name}
        {entry.deleted_at && (
          <span className="sw-badge sw-badge-muted">
            <Trans message="In trash" />
          </span>
        )}
      </span>
    ),
  },
  { id: 'type', header: 'Type', cell: (entry) => (entry.type === 'folder' ? <Trans message="Folder" /> : entry.mime) },
  { id: 'file_size', header: 'Size', sortable: true, cell: (entry) => (entry.type === 'folder' ? '—' : formatBytes(entry.file_size)) },
  {
    id: 'owner',
    header: 'Owner',
    cell: (entry) =>
      entry.owner ? (
        <FilterLink filterKey="owner_id" value={entry.owner.id} title="Show only this owner's files">
          {entry.owner.email}
        </FilterLink>
      ) : (
        '—'
      ),
  },
  { id: 'disk', header: 'Disk', cell: (entry) => entry.disk },
  { id: 'created_at', header: 'Uploaded', sortable: true, cell: (entry) => formatDate(entry.created_at) },
  { id: 'links', header: 'Links', hideHeader: true, cell: (entry) => <FileActions entry={entry} /> },
];

function OwnerChip({ id }: { id: number }) {
  const owner = useOwner(id);
  return <>{owner.data?.email ?? `#${id}`}</>;
}

/** /admin/files: every file entry of every user, with previews, downloads, deletes and storage by disk. */
export function FilesPage() {
  useDocumentTitle('Files');
  const queryClient = useQueryClient();
  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        key: 'type',
        label: 'Type',
        type: 'select',
        options: [
          { value: 'file', label: 'Files' },
          { value: 'folder', label: 'Folders' },
          { value: 'image', label: 'Images' },
          { value: 'video', label: 'Videos' },
          { value: 'audio', label: 'Audio' },
          { value: 'text', label: 'Text' },
          { value: 'application', label: 'Documents and other files' },
        ],
      },
      { key: 'disk', label: 'Disk', type: 'select', options: UPLOAD_DISKS.map((disk) => ({ value: disk, label: disk })) },
      { key: 'owner_id', label: 'Owner', type: 'chip', render: (value) => <OwnerChip id={Number(value)} /> },
    ],
    [],
  );

  return (
    <div data-testid="admin-files">
      <PageHeader title="Files" description="Every file people uploaded. Deleting removes the stored bytes for good." />
      <StorageUsage />
      <DataTable<AdminFileEntry>
        endpoint={FILE_ENTRIES_ENDPOINT}
        label="Files"
        search="Search by name"
        rowLabel={(entry) => entry.name}
        columns={COLUMNS}
        defaultOrder={{ orderBy: 'created_at', orderDir: 'desc' }}
        filters={filters}
        deletable
        deleteRows={async (ids) => {
          await bulkDelete(FILE_ENTRIES_ENDPOINT, ids);
          await queryClient.invalidateQueries({ queryKey: ['admin', 'file-entries', 'usage'] });
        }}
        empty={{ title: 'No files yet.', text: 'Files people upload show here.' }}
        testId="files-table"
      />
    </div>
  );
}

function StorageUsage() {
  const usage = useStorageUsage();
  const trans = useTrans();
  if (usage.isError) return null;
  return (
    <section className="sw-storage-usage" aria-labelledby="storage-usage-title" data-testid="storage-usage">
      <h2 id="storage-usage-title">
        <Trans message="Storage used" />
      </h2>
      <ul>
        {(usage.data ?? []).map((disk) => (
          <li key={disk.disk} className="sw-card" data-testid={`usage-${disk.disk}`}>
            <span className="sw-storage-disk">
              {disk.disk} <span className="sw-muted">({disk.driver === 's3' ? 'S3' : trans('local')})</span>
            </span>
            <span className="sw-storage-bytes">{formatBytes(disk.bytes)}</span>
            <span className="sw-muted">
              <Trans message=":count files" values={{ count: formatNumber(disk.files) }} />
            </span>
          </li>
        ))}
        {usage.isPending &&
          UPLOAD_DISKS.map((disk) => (
            <li key={disk} className="sw-card" aria-hidden="true">
              <span className="sw-skeleton" />
            </li>
          ))}
      </ul>
    </section>
  );
}
