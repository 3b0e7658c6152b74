// What other screens use from social login: the login/register buttons, and for the account
// settings "Social login" panel the connect/disconnect hook and the provider list.
export { SocialLoginButtons } from './social-login-buttons.tsx';
export { useSocialConnect } from './use-social-connect.ts';
export { useEnabledSocialProviders } from './providers.tsx';
