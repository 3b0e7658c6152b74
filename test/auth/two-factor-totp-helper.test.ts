import { expect } from 'chai';
import { base32Decode, hotp, totp } from '../helpers/totp.ts';

// The independent TOTP used by the 2FA tests, checked against the RFCs' own test vectors.
describe('independent RFC 6238 TOTP helper', () => {
  it('decodes RFC 4648 base32', () => {
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString('ascii')).to.equal('12345678901234567890');
    expect(base32Decode('MZXW6YTBOI======').toString('ascii')).to.equal('foobar');
  });

  it('matches the RFC 4226 HOTP test values', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expected.forEach((code, counter) => expect(hotp(key, counter), `counter ${counter}`).to.equal(code));
  });

  it('matches the RFC 6238 SHA-1 test vectors', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totp(secret, { time: seconds * 1000, digits: 8 }), `T=${seconds}`).to.equal(code);
    expect(totp(secret, { time: 59_000 })).to.equal('287082');
    expect(totp(secret, { time: 89_000, stepOffset: -1 })).to.equal('287082');
  });
});
