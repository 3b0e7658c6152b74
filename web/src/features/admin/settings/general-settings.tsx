import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { ValueLists } from '../../../../../common/types.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { FieldRow, SettingCheckbox, SettingSelect, SettingText } from './setting-fields.tsx';
import { SettingsForm, SettingsSection } from './settings-form.tsx';
import type { SettingSpecs } from './setting-values.ts';

const SPECS: SettingSpecs = {
  'branding.site_name': { kind: 'text' },
  'branding.site_description': { kind: 'text' },
  'homepage.type': { kind: 'text' },
  'homepage.value': { kind: 'text', nullable: true },
  'auth.redirect_uri': { kind: 'text' },
  'auth.admin_redirect_uri': { kind: 'text' },
  'auth.secondary_redirect_uri': { kind: 'text', nullable: true },
  'themes.default_mode': { kind: 'text' },
  'themes.user_change': { kind: 'boolean' },
  'i18n.enable': { kind: 'boolean' },
  'i18n.default_localization': { kind: 'text' },
  'contact.address': { kind: 'text', nullable: true },
};

const HOMEPAGE_TYPES = [
  { value: 'landing', label: 'The landing page' },
  { value: 'login', label: 'The login page' },
  { value: 'register', label: 'The registration page' },
  { value: 'customPage', label: 'A custom page' },
];

const THEME_MODES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** /admin/settings/general. */
export function GeneralSettingsPage() {
  useDocumentTitle('General settings');
  return (
    <SettingsForm specs={SPECS} testId="settings-general">
      <SettingsSection title="Site">
        <SettingText name="branding.site_name" label="Site name" />
        <SettingText name="branding.site_description" label="Site description" />
      </SettingsSection>
      <HomepageSection />
      <SettingsSection title="Redirects" description="Where people go after logging in, as app paths such as /dashboard.">
        <FieldRow>
          <SettingText name="auth.redirect_uri" label="After login" />
          <SettingText name="auth.admin_redirect_uri" label="After login, for admins" />
        </FieldRow>
        <SettingText
          name="auth.secondary_redirect_uri"
          label="Signed-in visitors of guest pages"
          description="Where a signed-in user opening the login or registration page goes; empty uses the address after login."
        />
      </SettingsSection>
      <SettingsSection title="Themes">
        <SettingSelect name="themes.default_mode" label="Default mode" options={THEME_MODES} />
        <SettingCheckbox name="themes.user_change" label="Let users switch between light and dark" />
      </SettingsSection>
      <LanguageSection />
      <SettingsSection title="Contact page" description="Messages sent through the contact page are listed under Messages and e-mailed here.">
        <SettingText
          name="contact.address"
          label="Contact e-mail address"
          type="email"
          placeholder="support@example.com"
          description="Empty sends them to the first admin's e-mail address. Replies go straight to the sender."
        />
      </SettingsSection>
    </SettingsForm>
  );
}

function HomepageSection() {
  const type = useWatch({ name: 'homepage.type' }) as string | undefined;
  return (
    <SettingsSection title="Homepage" description="What a visitor sees at the site's address.">
      <SettingSelect name="homepage.type" label="Homepage" options={HOMEPAGE_TYPES} />
      {type === 'customPage' && <SettingText name="homepage.value" label="Custom page slug" placeholder="about" description="The slug of a page from Admin › Pages." />}
    </SettingsSection>
  );
}

function LanguageSection() {
  const lists = useQuery({
    queryKey: ['value-lists', 'localizations'],
    queryFn: ({ signal }) => apiClient.get<ValueLists>('value-lists/localizations', undefined, { signal }),
  });
  const languages = (lists.data?.localizations ?? []).map((l) => ({ value: l.language, label: `${l.name} (${l.language})` }));
  const current = useWatch({ name: 'i18n.default_localization' }) as string | undefined;
  // Until the list arrives (or when the saved language is gone) the saved one stays choosable.
  if (current && !languages.some((l) => l.value === current)) languages.unshift({ value: current, label: current });
  return (
    <SettingsSection title="Language">
      <SettingCheckbox name="i18n.enable" label="Let users choose their language" />
      <SettingSelect name="i18n.default_localization" label="Default language" options={languages} verbatim />
    </SettingsSection>
  );
}
