import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { LinkButton } from '../../../ui/button.tsx';
import { formatDate } from '../shell/format.ts';
import { DataTable, type DataTableColumn } from '../table/data-table.tsx';
import { publicPagePath, type AdminCustomPage } from './page-form.ts';
import { PAGES_LIST_ENDPOINT } from './pages-api.ts';
import './pages.css';

const editPath = (page: AdminCustomPage) => `/admin/pages/${page.id}/edit`;

const COLUMNS: DataTableColumn<AdminCustomPage>[] = [
  {
    id: 'title',
    header: 'Title',
    sortable: true,
    cell: (page) => (
      <Link to={editPath(page)} className="sw-admin-row-link" data-testid="page-row-title">
        {page.title}
      </Link>
    ),
  },
  { id: 'slug', header: 'Slug', sortable: true, cell: (page) => <code>{page.slug}</code> },
  { id: 'updated_at', header: 'Updated', sortable: true, cell: (page) => formatDate(page.updated_at) },
];

/** /admin/pages: the custom content pages, each at /pages/{slug}. */
export function PagesPage() {
  useDocumentTitle('Pages');
  const navigate = useNavigate();
  return (
    <div data-testid="admin-pages-page">
      <PageHeader title="Pages" description="Content pages such as About or Privacy, each at its own address." />
      <DataTable<AdminCustomPage>
        endpoint={PAGES_LIST_ENDPOINT}
        label="Pages"
        rowLabel={(page) => page.title}
        columns={COLUMNS}
        defaultOrder={{ orderBy: 'updated_at', orderDir: 'desc' }}
        search="Search pages"
        rowActions={[
          { label: 'Edit', onSelect: (page) => navigate(editPath(page)), testId: 'page-edit' },
          { label: 'Preview', onSelect: (page) => window.open(publicPagePath(page.slug), '_blank', 'noopener'), testId: 'page-row-preview' },
        ]}
        deletable
        toolbar={
          <LinkButton to="/admin/pages/new" variant="primary" data-testid="page-new" startIcon={<span aria-hidden="true">+</span>}>
            <Trans message="New page" />
          </LinkButton>
        }
        empty={{ title: 'No pages yet', text: 'Write an About page, a privacy policy or anything else visitors should read.' }}
        testId="pages-table"
      />
    </div>
  );
}
