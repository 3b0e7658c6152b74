import { useEffect } from 'react';
import { peekBootstrapData } from './bootstrap/bootstrap-store.ts';
import { trans } from '../lib/i18n.tsx';

/** Sets document.title to "<title> - <site name>" (or the site name alone) while the screen shows. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    const siteName = peekBootstrapData()?.settings.branding.site_name || 'Sitewright';
    document.title = title ? `${trans(title)} - ${siteName}` : siteName;
  }, [title]);
}
