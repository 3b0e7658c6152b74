import { expect } from 'chai';
import { operatorMessage } from '../../cli/errors.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../server/errors.ts';

describe('CLI error messages (cli/errors.ts)', () => {
  it('shows a service’s domain error as one line, with the field problems its message does not say', () => {
    expect(operatorMessage(InvalidError.field('roles', 'Unknown role "owner"'))).to.equal('Unknown role "owner"');
    expect(operatorMessage(new NotFoundError('No user 7'))).to.equal('No user 7');
    expect(operatorMessage(new ConflictError('The site changed\nsince you opened it'))).to.equal('The site changed since you opened it');
    expect(operatorMessage(new InvalidError('The data is invalid.', { email: 'Enter a valid email address.', password: ['Too short.', 'Too common.'] }))).to.equal(
      'The data is invalid. (email: Enter a valid email address.; password: Too short. Too common.)',
    );
  });

  it('recognises a domain error from another copy of server/errors.ts by its name', () => {
    const foreign = Object.assign(new Error('Unknown seed'), { name: 'DomainError', kind: 'invalid' });
    expect(operatorMessage(foreign)).to.equal('Unknown seed');
  });

  it('leaves anything else, HTTP errors included, to the bug report with its stack', () => {
    expect(operatorMessage(new TypeError('x is undefined'))).to.equal(null);
    expect(operatorMessage(Object.assign(new Error('Bad Request'), { isBoom: true, output: { statusCode: 400 } }))).to.equal(null);
  });
});
