import { expect } from 'chai';
import { initialTwoFactorState, nextTwoFactorState, recoveryCodesFrom } from '../../web/src/features/account-settings/two-factor/two-factor-state.ts';

describe('two-factor setup states', () => {
  it('derives the initial state from the user', () => {
    expect(initialTwoFactorState({ two_factor_confirmed_at: '2025-01-01T00:00:00Z', two_factor_recovery_codes: ['a'] })).to.equal('enabled');
    expect(initialTwoFactorState({ two_factor_confirmed_at: '2025-01-01T00:00:00Z' })).to.equal('enabled');
    expect(initialTwoFactorState({ two_factor_confirmed_at: null, two_factor_recovery_codes: ['code-1', 'code-2'] })).to.equal('pending');
    expect(initialTwoFactorState({ two_factor_confirmed_at: null, two_factor_recovery_codes: [] })).to.equal('not-enabled');
    expect(initialTwoFactorState({ two_factor_confirmed_at: null })).to.equal('not-enabled');
    expect(initialTwoFactorState(null)).to.equal('not-enabled');
  });

  it('moves: enable → pending, confirm → enabled, cancel and disable → not enabled', () => {
    expect(nextTwoFactorState('not-enabled', 'enable')).to.equal('pending');
    expect(nextTwoFactorState('pending', 'confirm')).to.equal('enabled');
    expect(nextTwoFactorState('pending', 'cancel')).to.equal('not-enabled');
    expect(nextTwoFactorState('enabled', 'disable')).to.equal('not-enabled');
  });

  it('ignores events that do not apply to the state', () => {
    expect(nextTwoFactorState('not-enabled', 'confirm')).to.equal('not-enabled');
    expect(nextTwoFactorState('not-enabled', 'disable')).to.equal('not-enabled');
    expect(nextTwoFactorState('enabled', 'enable')).to.equal('enabled');
    expect(nextTwoFactorState('enabled', 'cancel')).to.equal('enabled');
    expect(nextTwoFactorState('pending', 'enable')).to.equal('pending');
  });

  it('reads recovery codes from {codes} or a bare list', () => {
    expect(recoveryCodesFrom({ codes: ['a', 'b'] })).to.deep.equal(['a', 'b']);
    expect(recoveryCodesFrom(['c'])).to.deep.equal(['c']);
    expect(recoveryCodesFrom({ codes: ['a', 5, null] })).to.deep.equal(['a']);
    expect(recoveryCodesFrom(null)).to.deep.equal([]);
    expect(recoveryCodesFrom({})).to.deep.equal([]);
  });
});
