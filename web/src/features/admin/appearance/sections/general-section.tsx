import { useId } from 'react';
import type { AppearanceSettings } from '../../../../../../common/appearance/types.ts';
import { Trans, useTrans } from '../../../../lib/i18n.tsx';
import { useCustomPageOptions } from '../appearance-api.ts';
import { useAppearanceState, useAppearanceStore } from '../editor-store.ts';
import { ImageField } from '../image-field.tsx';
import { SectionHeader } from '../section-header.tsx';

type HomepageType = AppearanceSettings['homepage.type'];

/** Site name and description, logos and favicon, and what the home page is. */
export function GeneralSection() {
  const store = useAppearanceStore();
  const settings = useAppearanceState((state) => state.draft.settings);
  const trans = useTrans();
  const nameId = useId();
  const descriptionId = useId();
  const homepageId = useId();

  return (
    <div data-testid="appearance-general">
      <SectionHeader title="General" back="/admin/appearance" />
      <div className="sw-field">
        <label className="sw-label" htmlFor={nameId}>
          <Trans message="Site name" />
        </label>
        <input
          id={nameId}
          className="sw-input"
          value={settings['branding.site_name']}
          maxLength={100}
          onChange={(event) => store.updateSettings({ 'branding.site_name': event.target.value })}
          data-testid="appearance-site-name"
        />
      </div>
      <div className="sw-field">
        <label className="sw-label" htmlFor={descriptionId}>
          <Trans message="Site description" />
        </label>
        <textarea
          id={descriptionId}
          className="sw-input sw-appearance-textarea"
          value={settings['branding.site_description']}
          maxLength={500}
          onChange={(event) => store.updateSettings({ 'branding.site_description': event.target.value })}
          data-testid="appearance-site-description"
        />
      </div>
      <ImageField
        label={trans('Light logo (shown on dark themes)')}
        value={settings['branding.logo_light']}
        onChange={(url) => store.updateSettings({ 'branding.logo_light': url })}
        testId="appearance-logo-light"
      />
      <ImageField
        label={trans('Dark logo (shown on light themes)')}
        value={settings['branding.logo_dark']}
        onChange={(url) => store.updateSettings({ 'branding.logo_dark': url })}
        testId="appearance-logo-dark"
      />
      <ImageField label={trans('Favicon')} value={settings['branding.favicon']} onChange={(url) => store.updateSettings({ 'branding.favicon': url })} testId="appearance-favicon" />
      <div className="sw-field">
        <label className="sw-label" htmlFor={homepageId}>
          <Trans message="Homepage" />
        </label>
        <select
          id={homepageId}
          className="sw-input"
          value={settings['homepage.type']}
          onChange={(event) => store.updateSettings({ 'homepage.type': event.target.value as HomepageType, 'homepage.value': null })}
          data-testid="appearance-homepage-type"
        >
          <option value="landing">{trans('Landing page')}</option>
          <option value="login">{trans('Login page')}</option>
          <option value="register">{trans('Register page')}</option>
          <option value="customPage">{trans('Custom page')}</option>
        </select>
      </div>
      {settings['homepage.type'] === 'customPage' && <HomepagePageField value={settings['homepage.value']} onChange={(slug) => store.updateSettings({ 'homepage.value': slug })} />}
    </div>
  );
}

/** The custom page shown as the home page, by slug; typed in when the pages cannot be listed. */
function HomepagePageField({ value, onChange }: { value: string | null; onChange(slug: string | null): void }) {
  const pages = useCustomPageOptions();
  const trans = useTrans();
  const id = useId();
  return (
    <div className="sw-field">
      <label className="sw-label" htmlFor={id}>
        <Trans message="Page" />
      </label>
      {pages.data ? (
        <select id={id} className="sw-input" value={value ?? ''} onChange={(event) => onChange(event.target.value || null)} data-testid="appearance-homepage-page">
          <option value="">{trans('Choose a page')}</option>
          {pages.data.map((page) => (
            <option key={page.id} value={page.slug}>
              {page.title}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className="sw-input"
          value={value ?? ''}
          placeholder={trans('Page slug')}
          onChange={(event) => onChange(event.target.value.trim() || null)}
          data-testid="appearance-homepage-page"
        />
      )}
    </div>
  );
}
