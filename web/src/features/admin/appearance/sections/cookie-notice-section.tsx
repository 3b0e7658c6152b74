import { useId } from 'react';
import { Trans, useTrans } from '../../../../lib/i18n.tsx';
import { useAppearanceState, useAppearanceStore } from '../editor-store.ts';
import { SectionHeader } from '../section-header.tsx';

/** The cookie notice: on or off, at the top or bottom, and its button; the preview shows it while it is on. */
export function CookieNoticeSection() {
  const store = useAppearanceStore();
  const settings = useAppearanceState((state) => state.draft.settings);
  const trans = useTrans();
  const ids = { position: useId(), label: useId(), action: useId() };
  return (
    <div data-testid="appearance-cookie-notice">
      <SectionHeader title="Cookie notice" back="/admin/appearance" />
      <label className="sw-appearance-checks">
        <span>
          <input
            type="checkbox"
            checked={settings['cookie_notice.enable']}
            onChange={(event) => store.updateSettings({ 'cookie_notice.enable': event.target.checked })}
            data-testid="appearance-cookie-enable"
          />{' '}
          <Trans message="Show the cookie notice" />
        </span>
      </label>
      <div className="sw-field">
        <label className="sw-label" htmlFor={ids.position}>
          <Trans message="Position" />
        </label>
        <select
          id={ids.position}
          className="sw-input"
          value={settings['cookie_notice.position']}
          onChange={(event) => store.updateSettings({ 'cookie_notice.position': event.target.value === 'top' ? 'top' : 'bottom' })}
          data-testid="appearance-cookie-position"
        >
          <option value="top">{trans('Top')}</option>
          <option value="bottom">{trans('Bottom')}</option>
        </select>
      </div>
      <div className="sw-field">
        <label className="sw-label" htmlFor={ids.label}>
          <Trans message="Button label" />
        </label>
        <input
          id={ids.label}
          className="sw-input"
          value={settings['cookie_notice.button.label']}
          maxLength={50}
          onChange={(event) => store.updateSettings({ 'cookie_notice.button.label': event.target.value })}
          data-testid="appearance-cookie-label"
        />
      </div>
      <div className="sw-field">
        <label className="sw-label" htmlFor={ids.action}>
          <Trans message="“Learn more” link (optional)" />
        </label>
        <input
          id={ids.action}
          className="sw-input"
          value={settings['cookie_notice.button.action'] ?? ''}
          maxLength={255}
          placeholder="/pages/privacy-policy"
          onChange={(event) => store.updateSettings({ 'cookie_notice.button.action': event.target.value.trim() || null })}
          data-testid="appearance-cookie-action"
        />
      </div>
    </div>
  );
}
