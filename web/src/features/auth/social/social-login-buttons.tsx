import { useSearchParams } from 'react-router';
import { useSettings } from '../../../app/bootstrap/bootstrap-store.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { PasswordRequiredDialog } from './password-required-dialog.tsx';
import { socialProvider, useEnabledSocialProviders } from './providers.tsx';
import { TwoFactorDialog } from './two-factor-dialog.tsx';
import { useSocialLogin } from './use-social-login.ts';
import './social.css';

/**
 * "Continue with <provider>" for each enabled provider under a divider "OR"; in compact mode
 * (setting social.compact_buttons) icon buttons in a row under "Or sign up with". Renders nothing
 * when no provider is enabled.
 */
export function SocialLoginButtons() {
  const settings = useSettings();
  const trans = useTrans();
  const providers = useEnabledSocialProviders();
  const [params] = useSearchParams();
  const social = useSocialLogin(params.get('redirect'));
  if (!providers.length) return null;
  const compact = Boolean(settings.social?.compact_buttons);

  return (
    <div className="sw-social-login" data-testid="social-login">
      <div className="sw-social-divider" role="separator">
        <span>
          <Trans message={compact ? 'Or sign up with' : 'OR'} />
        </span>
      </div>
      <div className={compact ? 'sw-social-buttons sw-social-buttons-compact' : 'sw-social-buttons'}>
        {providers.map((provider) => {
          const label = trans('Continue with :provider', { provider: provider.name });
          return (
            <Button
              key={provider.service}
              variant="outline"
              size="lg"
              fullWidth={!compact}
              startIcon={provider.icon}
              aria-label={compact ? label : undefined}
              title={compact ? label : undefined}
              aria-busy={social.pending === provider.service || undefined}
              data-testid={`social-login-${provider.service}`}
              onClick={() => social.loginWith(provider.service)}
            >
              {!compact && label}
            </Button>
          );
        })}
      </div>
      <PasswordRequiredDialog
        open={social.passwordFor !== null}
        serviceName={social.passwordFor ? socialProvider(social.passwordFor).name : ''}
        onClose={social.closePassword}
        onConnected={social.onConnected}
      />
      <TwoFactorDialog open={social.twoFactor} onClose={social.closeTwoFactor} onSuccess={social.onTwoFactorSuccess} />
    </div>
  );
}
