import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../common/types.ts';
import { getBootstrapData, setBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

// The signed-in user as account settings needs it: GET users/me?with=roles,social_profiles,tokens.

export const ACCOUNT_USER_QUERY_KEY = ['users', 'me', 'account-settings'] as const;

export function fetchAccountUser(): Promise<User> {
  return apiClient.get<{ user: User }>('users/me', { with: ['roles', 'social_profiles', 'tokens'] }).then((response) => response.user);
}

export function useAccountUser() {
  return useQuery({ queryKey: ACCOUNT_USER_QUERY_KEY, queryFn: fetchAccountUser });
}

/**
 * Takes a user a call answered with (PUT users/me, avatar calls) into the bootstrap data, so the
 * navbar shows the new name and avatar at once, and into the cached account user (keeping the
 * relations the answer does not carry).
 */
export function storeUpdatedUser(user: Partial<User>): void {
  const data = getBootstrapData();
  if (data.user) setBootstrapData({ ...data, user: { ...data.user, ...user } });
  queryClient.setQueryData<User>(ACCOUNT_USER_QUERY_KEY, (current) => (current ? { ...current, ...user } : current));
}

/** Reloads the account user (after token or social-profile changes). */
export function refreshAccountUser(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ACCOUNT_USER_QUERY_KEY });
}
