import { expect } from 'chai';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import dotenv from 'dotenv';
import { updateEnvFile } from '../../config/env-file.ts';
import { makeTempDir } from '../helpers/config.ts';

describe('updateEnvFile', () => {
  it('creates the file readable by its owner only', () => {
    const path = join(makeTempDir(), '.env');
    expect(updateEnvFile(path, { APP_KEY: 'base64:abc=' })).to.deep.equal(['APP_KEY']);
    expect(readFileSync(path, 'utf8')).to.equal('APP_KEY=base64:abc=\n');
    expect(statSync(path).mode & 0o777).to.equal(0o600);
  });

  it('updates given keys in place and keeps every other line', () => {
    const path = join(makeTempDir(), '.env');
    const original = ['# Sitewright', 'PORT=8080', '', '# database', 'export DATABASE_URL=sqlite:./old.sqlite', 'MAIL_FROM="Ops <ops@example.com>" # who sends'].join('\n');
    writeFileSync(path, `${original}\n`);
    const changed = updateEnvFile(path, { DATABASE_URL: 'mysql://u:p#w@db:3306/site', APP_URL: 'https://example.org' });
    expect(changed).to.deep.equal(['DATABASE_URL', 'APP_URL']);
    const lines = readFileSync(path, 'utf8').split('\n');
    expect(lines[0]).to.equal('# Sitewright');
    expect(lines[1]).to.equal('PORT=8080');
    expect(lines[3]).to.equal('# database');
    expect(lines[4]).to.equal("export DATABASE_URL='mysql://u:p#w@db:3306/site'");
    expect(lines[5]).to.equal('MAIL_FROM="Ops <ops@example.com>" # who sends');
    const parsed = dotenv.parse(readFileSync(path));
    expect(parsed).to.deep.equal({ PORT: '8080', DATABASE_URL: 'mysql://u:p#w@db:3306/site', MAIL_FROM: 'Ops <ops@example.com>', APP_URL: 'https://example.org' });
  });

  it('writes values with quotes, spaces and line breaks so dotenv reads them back', () => {
    const path = join(makeTempDir(), '.env');
    const values = { A: 'has space', B: "it's", C: `it's "quoted"`, D: 'line\nbreak', E: 'back\\slash #hash' };
    updateEnvFile(path, values);
    expect(dotenv.parse(readFileSync(path))).to.deep.equal(values);
  });

  it('leaves the file untouched when nothing changes', () => {
    const path = join(makeTempDir(), '.env');
    writeFileSync(path, 'APP_KEY = base64:abc=   \n');
    expect(updateEnvFile(path, { APP_KEY: 'base64:abc=' })).to.deep.equal([]);
    expect(readFileSync(path, 'utf8')).to.equal('APP_KEY = base64:abc=   \n');
    expect(updateEnvFile(join(makeTempDir(), '.env'), {})).to.deep.equal([]);
  });
});
