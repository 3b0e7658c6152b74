import { Link } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { SettingText } from './setting-fields.tsx';
import { SettingsForm, SettingsSection } from './settings-form.tsx';
import type { SettingSpecs } from './setting-values.ts';

const SPECS: SettingSpecs = {
  'branding.site_name': { kind: 'text' },
  'branding.site_description': { kind: 'text' },
};

/** /admin/settings/branding: the name and description; the images are edited with a preview. */
export function BrandingSettingsPage() {
  useDocumentTitle('Branding settings');
  return (
    <SettingsForm specs={SPECS} testId="settings-branding">
      <SettingsSection title="Branding">
        <SettingText name="branding.site_name" label="Site name" />
        <SettingText name="branding.site_description" label="Site description" />
        <p className="sw-field-description" data-testid="branding-appearance-link">
          <Trans
            message="Logos and the favicon live in the :link, where you see them on the site as you change them."
            values={{ link: <Link to="/admin/appearance"><Trans message="appearance editor" /></Link> }}
          />
        </p>
      </SettingsSection>
    </SettingsForm>
  );
}
