import type { User } from '../../../../../common/types.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { useSocialConnect } from '../../auth/social/index.ts';
import { refreshAccountUser } from '../account-user.ts';
import { SettingsPanel } from '../settings-panel.tsx';

/**
 * Connect or disconnect each enabled provider (the popup and calls live in features/auth/social).
 * The page shows this panel only when at least one provider is enabled.
 */
export function SocialLoginPanel({ user }: { user: User }) {
  const trans = useTrans();
  const { providers, connect, disconnect, busy } = useSocialConnect({ onChange: () => void refreshAccountUser() });

  return (
    <SettingsPanel id="social-login" title="Social login" description="Enable or disable connected social services. These allow you to login using an existing account.">
      <ul className="sw-social-list">
        {providers.map(({ service, name, icon }) => {
          const profile = user.social_profiles?.find((p) => p.service_name === service);
          return (
            <li key={service} className="sw-social-row" data-testid={`social-${service}`} data-connected={profile ? 'true' : 'false'}>
              <span className="sw-social-icon">{icon}</span>
              <div className="sw-social-details">
                <div className="sw-social-name">{name}</div>
                <div className="sw-muted">{profile ? profile.username || trans('Connected') : trans('Not connected')}</div>
              </div>
              {profile ? (
                <Button variant="outline" size="sm" onClick={() => disconnect(service)} disabled={busy !== null} data-testid={`social-${service}-disconnect`}>
                  <Trans message="Disconnect" />
                </Button>
              ) : (
                <Button variant="primary" size="sm" onClick={() => connect(service)} disabled={busy !== null} data-testid={`social-${service}-connect`}>
                  <Trans message="Connect" />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </SettingsPanel>
  );
}
