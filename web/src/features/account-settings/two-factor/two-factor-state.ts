import type { User } from '../../../../../common/types.ts';

// Two-factor setup states: not enabled → (enable) → pending confirmation
// → (confirm with a code) → enabled; cancel in pending and disable go back to not enabled.

export type TwoFactorState = 'not-enabled' | 'pending' | 'enabled';
export type TwoFactorEvent = 'enable' | 'confirm' | 'cancel' | 'disable';

/** Confirmed means enabled; recovery codes without confirmation mean pending; otherwise not enabled. */
export function initialTwoFactorState(user: Pick<User, 'two_factor_confirmed_at' | 'two_factor_recovery_codes'> | null | undefined): TwoFactorState {
  if (user?.two_factor_confirmed_at) return 'enabled';
  if (user?.two_factor_recovery_codes?.length) return 'pending';
  return 'not-enabled';
}

const TRANSITIONS: Record<TwoFactorState, Partial<Record<TwoFactorEvent, TwoFactorState>>> = {
  'not-enabled': { enable: 'pending' },
  pending: { confirm: 'enabled', cancel: 'not-enabled', disable: 'not-enabled' },
  enabled: { disable: 'not-enabled' },
};

/** The state after an event; an event that does not apply leaves the state as it is. */
export function nextTwoFactorState(state: TwoFactorState, event: TwoFactorEvent): TwoFactorState {
  return TRANSITIONS[state][event] ?? state;
}

/** Recovery codes from an answer of auth/user/two-factor-recovery-codes: {codes: [...]} or the bare list. */
export function recoveryCodesFrom(response: unknown): string[] {
  const list = Array.isArray(response) ? response : (response as { codes?: unknown } | null)?.codes;
  return Array.isArray(list) ? list.filter((code): code is string => typeof code === 'string') : [];
}
