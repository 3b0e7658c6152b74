import { expect } from 'chai';
import { licenceAllowed, refusedInProject, refusedPackages, type Lockfile } from '../../scripts/check-licences.ts';
import { repoRoot } from '../cli/helpers.ts';

// `npm run licences` (in `npm run lint`): what may ship in the production dependency tree.
describe('Licence check of production dependencies (scripts/check-licences.ts)', () => {
  it('allows permissive licences and refuses copyleft ones', () => {
    for (const licence of ['MIT', 'ISC', 'Apache-2.0', 'BSD-3-Clause', 'BlueOak-1.0.0']) expect(licenceAllowed(licence), licence).to.equal(true);
    for (const licence of ['AGPL-3.0', 'AGPL-3.0-or-later', 'GPL-3.0', 'LGPL-2.1', 'SSPL-1.0', 'GPL-2.0+']) expect(licenceAllowed(licence), licence).to.equal(false);
  });

  it('allows an OR expression when one alternative is allowed, an AND expression only when all parts are', () => {
    expect(licenceAllowed('(MIT OR GPL-3.0)')).to.equal(true);
    expect(licenceAllowed('(BSD-2-Clause OR MIT OR Apache-2.0)')).to.equal(true);
    expect(licenceAllowed('MIT AND GPL-2.0')).to.equal(false);
    expect(licenceAllowed('(MIT AND ISC)')).to.equal(true);
    expect(licenceAllowed('GPL-2.0 OR (MIT AND AGPL-3.0)')).to.equal(false);
    expect(licenceAllowed('Apache-2.0 WITH LLVM-exception')).to.equal(true);
  });

  it('refuses a missing, unknown or unparseable licence', () => {
    for (const licence of [undefined, null, '', 'UNLICENSED', 'SEE LICENSE IN LICENSE.txt', 'LicenseRef-Proprietary', 'Made-Up-1.0', 'MIT OR']) {
      expect(licenceAllowed(licence), String(licence)).to.equal(false);
    }
  });

  it('checks every production package, transitive ones too, and none of the development tree', () => {
    const lock: Lockfile = {
      packages: {
        '': { name: 'sitewright', license: 'MIT' },
        'node_modules/ua-parser-js': { license: 'AGPL-3.0-or-later' },
        'node_modules/some-lib': { license: 'MIT' },
        'node_modules/some-lib/node_modules/@scope/deep': { license: 'GPL-3.0' },
        'node_modules/no-licence-field': {},
        'node_modules/read-from-disk': {},
        'node_modules/test-tool': { license: 'AGPL-3.0', dev: true },
        'node_modules/test-tool-optional': { license: 'GPL-3.0', devOptional: true },
        // A reviewed exception holds for the licence it was reviewed with only.
        'node_modules/web-push': { license: 'MPL-2.0' },
        'node_modules/@fontsource/inter': { license: 'OFL-1.1' },
        'node_modules/combine-errors': { license: 'GPL-3.0' },
      },
    };
    const refused = refusedPackages(lock, (path) => (path === 'node_modules/read-from-disk' ? 'ISC' : null));
    expect(refused).to.deep.equal([
      { name: 'ua-parser-js', path: 'node_modules/ua-parser-js', licence: 'AGPL-3.0-or-later' },
      { name: '@scope/deep', path: 'node_modules/some-lib/node_modules/@scope/deep', licence: 'GPL-3.0' },
      { name: 'no-licence-field', path: 'node_modules/no-licence-field', licence: null },
      { name: 'combine-errors', path: 'node_modules/combine-errors', licence: 'GPL-3.0' },
    ]);
  });

  it('passes on the installed tree', () => {
    expect(refusedInProject(repoRoot)).to.deep.equal([]);
  });
});
