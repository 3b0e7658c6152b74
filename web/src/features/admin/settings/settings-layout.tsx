import { Navigate, NavLink, Outlet } from 'react-router';
import { PageHeader } from '../../../app/layout/app-layout.tsx';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import './settings.css';

/** The sub-pages of /admin/settings, in the order the sub-navigation lists them. */
export const SETTINGS_SECTIONS: { path: string; label: string }[] = [
  { path: 'general', label: 'General' },
  { path: 'authentication', label: 'Authentication' },
  { path: 'branding', label: 'Branding' },
  { path: 'cache', label: 'Cache' },
  { path: 'providers', label: 'Providers' },
  { path: 'uploads', label: 'Uploads' },
  { path: 'notifications', label: 'Notifications' },
  { path: 'ai', label: 'AI' },
];

/** /admin/settings/*: the sub-navigation beside the sub-page in view. */
export function SettingsLayout() {
  const trans = useTrans();
  return (
    <div className="sw-settings" data-testid="settings-layout">
      <PageHeader title="Settings" description="Configure the whole product; each page saves on its own." />
      <div className="sw-settings-body">
        <nav aria-label={trans('Settings sections')} className="sw-settings-nav" data-testid="settings-nav">
          <ul>
            {SETTINGS_SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink to={`/admin/settings/${section.path}`} data-testid={`settings-nav-${section.path}`}>
                  <Trans message={section.label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sw-settings-content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

/** /admin/settings itself opens the first sub-page, so the sub-navigation marks where you are. */
export function SettingsIndex() {
  return <Navigate to="/admin/settings/general" replace />;
}
