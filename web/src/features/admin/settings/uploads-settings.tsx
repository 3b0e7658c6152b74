import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { FieldRow, SettingCheckbox, SettingNumber, SettingText } from './setting-fields.tsx';
import { SettingsForm, SettingsSection } from './settings-form.tsx';
import type { SettingSpecs } from './setting-values.ts';

const SPECS: SettingSpecs = {
  'uploads.max_size': { kind: 'megabytes' },
  'uploads.user_quota': { kind: 'megabytes' },
  'uploads.allowed_types': { kind: 'list', nullable: true },
  'uploads.blocked_types': { kind: 'list' },
  'uploads.chunk_size': { kind: 'megabytes' },
  'uploads.disable_tus': { kind: 'inverted' },
  'uploads.s3_direct_upload': { kind: 'boolean' },
};

/** /admin/settings/uploads: limits, types and how files travel. */
export function UploadsSettingsPage() {
  useDocumentTitle('Upload settings');
  return (
    <SettingsForm specs={SPECS} testId="settings-uploads">
      <SettingsSection title="Limits">
        <FieldRow>
          <SettingNumber name="uploads.max_size" label="Maximum file size" unit="MB" min={0} step="any" description="Empty for no limit." />
          <SettingNumber name="uploads.user_quota" label="Storage per user" unit="MB" min={0} step="any" description="Empty for no limit." />
        </FieldRow>
      </SettingsSection>
      <SettingsSection title="File types" description="Extensions (pdf), types (image/png) or type groups (image/*), separated by commas.">
        <SettingText name="uploads.allowed_types" label="Allowed types" description="Empty allows every type that is not blocked." />
        <SettingText name="uploads.blocked_types" label="Blocked types" />
      </SettingsSection>
      <SettingsSection title="Transfer">
        <SettingCheckbox name="uploads.disable_tus" label="Resumable uploads (tus)" description="Large files go in chunks and continue after a lost connection." />
        <SettingNumber name="uploads.chunk_size" label="Chunk size" unit="MB" min={0} step="any" />
        <SettingCheckbox name="uploads.s3_direct_upload" label="Upload straight to S3" description="Browsers send files to the bucket directly when storage is S3." />
      </SettingsSection>
    </SettingsForm>
  );
}
