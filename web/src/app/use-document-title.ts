import { useEffect } from 'react';
import { useBootstrapData } from './bootstrap/bootstrap-store.ts';
import { trans } from '../lib/i18n.tsx';

/**
 * Sets document.title to "<title> - <site name>" (or the site name alone) while the screen shows;
 * a renamed site (the appearance editor's preview, a save) renames the open page at once.
 */
export function useDocumentTitle(title?: string | null): void {
  const siteName = useBootstrapData().settings.branding.site_name || 'Sitewright';
  useEffect(() => {
    document.title = title ? `${trans(title)} - ${siteName}` : siteName;
  }, [title, siteName]);
}
