import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { SettingCheckbox } from './setting-fields.tsx';
import { SettingsForm, SettingsSection } from './settings-form.tsx';
import type { SettingSpecs } from './setting-values.ts';

const SPECS: SettingSpecs = {
  'notifications.integrated': { kind: 'boolean' },
  'notifications.subs.integrated': { kind: 'boolean' },
};

/** /admin/settings/notifications. */
export function NotificationsSettingsPage() {
  useDocumentTitle('Notification settings');
  return (
    <SettingsForm specs={SPECS} testId="settings-notifications">
      <SettingsSection title="Notifications">
        <SettingCheckbox name="notifications.integrated" label="In-app notifications" description="The bell in the navbar and the notifications page." />
        <SettingCheckbox
          name="notifications.subs.integrated"
          label="Notification preferences"
          description="Users choose, per kind of notification, whether it reaches them in the app, by e-mail or in the browser."
        />
      </SettingsSection>
    </SettingsForm>
  );
}
