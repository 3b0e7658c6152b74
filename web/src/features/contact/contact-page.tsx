import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';

export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <AppLayout navbarMenu="contact-us-page" narrow>
      <div data-testid="contact-page">
        <PageHeader title="Contact us" description="Have a question or feedback? Send us a message and we will get back to you." />
      </div>
    </AppLayout>
  );
}
