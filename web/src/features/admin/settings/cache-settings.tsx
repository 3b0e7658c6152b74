import { useState } from 'react';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { clearCache } from './settings-api.ts';

export const CACHE_CLEARED_MESSAGE = 'Cache cleared';

/** /admin/settings/cache: one button that clears the site cache on every instance. */
export function CacheSettingsPage() {
  useDocumentTitle('Cache settings');
  const [clearing, setClearing] = useState(false);
  const clear = async () => {
    if (clearing) return;
    setClearing(true);
    try {
      await clearCache();
      toast(CACHE_CLEARED_MESSAGE);
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setClearing(false);
    }
  };
  return (
    <section className="sw-card sw-settings-section" data-testid="settings-cache">
      <h2 className="sw-settings-section-title">
        <Trans message="Cache" />
      </h2>
      <p className="sw-muted sw-settings-section-text">
        <Trans message="Settings, translations, menus and themes are cached on every server instance. Clearing makes each instance read them again; saving a change in the admin area already does this for what it changes." />
      </p>
      {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
      <Button variant="outline" onClick={clear} aria-disabled={clearing || undefined} data-testid="cache-clear">
        {clearing && <Spinner size="sm" delay={0} label={null} />}
        <Trans message="Clear cache" />
      </Button>
    </section>
  );
}
