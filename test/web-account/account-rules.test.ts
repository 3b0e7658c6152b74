import { expect } from 'chai';
import { AVATAR_MAX_BYTES } from '../../common/constants.ts';
import { avatarProblem } from '../../web/src/features/account-settings/panels/avatar-rules.ts';
import { DEMO_PASSWORD, demoAccountNumber, demoCredentials, demoEmailDomain } from '../../web/src/features/auth/demo-credentials.ts';

describe('avatar checks before upload', () => {
  it('asks for an image when none was chosen', () => {
    expect(avatarProblem(null)).to.deep.equal({ kind: 'empty', message: 'Please select an image' });
  });

  it('refuses files that are not images, and images over 2 MB', () => {
    expect(avatarProblem({ type: 'application/pdf', size: 10 })?.kind).to.equal('type');
    expect(avatarProblem({ type: '', size: 10 })?.kind).to.equal('type');
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })?.kind).to.equal('size');
  });

  it('accepts an image of exactly 2 MB', () => {
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).to.equal(null);
    expect(avatarProblem({ type: 'image/webp', size: 1 })).to.equal(null);
  });
});

describe('demo mode login credentials', () => {
  it('picks account 1 to 100', () => {
    expect(demoAccountNumber(0)).to.equal(1);
    expect(demoAccountNumber(0.5)).to.equal(51);
    expect(demoAccountNumber(0.999999)).to.equal(100);
    for (let i = 0; i < 200; i++) expect(demoAccountNumber()).to.be.within(1, 100);
  });

  it('uses the site host as the e-mail domain when it can be one', () => {
    expect(demoCredentials('https://builder.example.com/app', 0.04)).to.deep.equal({ email: 'demo5@builder.example.com', password: DEMO_PASSWORD });
    expect(demoEmailDomain('http://localhost:3000')).to.equal('demo.test');
    expect(demoEmailDomain('http://127.0.0.1:3000')).to.equal('demo.test');
    expect(demoEmailDomain('http://[::1]:3000')).to.equal('demo.test');
    expect(demoEmailDomain('')).to.equal('demo.test');
  });
});
