import type { ReactNode } from 'react';
import type { PublicSettings } from '../../../../../common/types.ts';
import { useSettings } from '../../../app/bootstrap/bootstrap-store.ts';

// The four social login providers, in the order their buttons appear. The
// ids are the server's {service} path segment and the settings key social.<id>.enable.

export type SocialService = 'google' | 'facebook' | 'twitter' | 'github';

export interface SocialProviderInfo {
  service: SocialService;
  name: string;
  icon: ReactNode;
}

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const SOCIAL_PROVIDERS: readonly SocialProviderInfo[] = [
  {
    service: 'google',
    name: 'Google',
    icon: (
      <Svg>
        <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92c-.26 1.37-1.04 2.53-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09z" />
        <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84C3.99 20.53 7.7 23 12 23z" />
        <path fill="#FBBC05" d="M5.84 14.09c-.22-.66-.35-1.36-.35-2.09s.13-1.43.35-2.09V7.07H2.18C1.43 8.55 1 10.22 1 12s.43 3.45 1.18 4.93l3.66-2.84z" />
        <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53z" />
      </Svg>
    ),
  },
  {
    service: 'facebook',
    name: 'Facebook',
    icon: (
      <Svg>
        <path
          fill="#1877F2"
          d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.69.24 2.69.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z"
        />
      </Svg>
    ),
  },
  {
    service: 'twitter',
    name: 'X',
    icon: (
      <Svg>
        <path fill="currentColor" d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23zm-1.16 17.52h1.83L7.08 4.13H5.12z" />
      </Svg>
    ),
  },
  {
    service: 'github',
    name: 'GitHub',
    icon: (
      <Svg>
        <path
          fill="currentColor"
          d="M12 .3a12 12 0 0 0-3.8 23.38c.6.12.83-.26.83-.57v-2.03c-3.34.72-4.04-1.61-4.04-1.61-.55-1.39-1.34-1.76-1.34-1.76-1.09-.74.08-.73.08-.73 1.2.09 1.84 1.24 1.84 1.24 1.07 1.83 2.81 1.3 3.5 1 .1-.78.42-1.31.76-1.61-2.67-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.65 4.65 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.42.36.81 1.1.81 2.22v3.29c0 .32.21.7.82.58A12 12 0 0 0 12 .3"
        />
      </Svg>
    ),
  },
];

export function socialProvider(service: SocialService): SocialProviderInfo {
  return SOCIAL_PROVIDERS.find((provider) => provider.service === service)!;
}

export function enabledSocialProviders(settings: PublicSettings): SocialProviderInfo[] {
  return SOCIAL_PROVIDERS.filter((provider) => settings.social?.[provider.service]?.enable);
}

/** The providers an admin turned on (settings social.<service>.enable); empty when none is. */
export function useEnabledSocialProviders(): SocialProviderInfo[] {
  return enabledSocialProviders(useSettings());
}
