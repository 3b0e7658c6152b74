import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryTypes } from 'sequelize';
import { makeTempDir } from '../helpers/config.ts';
import { cliEnv, databaseEnv, freshDatabase, runCli, runCliOk, withTestDatabase } from './helpers.ts';

interface RoleJson {
  id: number;
  name: string;
  default: boolean;
  guests: boolean;
  permissions: { name: string; restrictions: { name: string; value: unknown }[] }[];
}

interface PageJson {
  id: number;
  title: string;
  slug: string;
  body: string;
}

describe('sitewright admin roles and admin pages', function () {
  this.timeout(120_000);
  const cwd = makeTempDir();
  const env = cliEnv(databaseEnv());
  const run = (...args: string[]) => runCli(['admin', ...args], { cwd, env });
  const json = async <T>(...args: string[]): Promise<T> => JSON.parse((await runCliOk(['admin', ...args, '--json'], { cwd, env })).stdout) as T;
  const grantsOf = (role: RoleJson) => Object.fromEntries(role.permissions.map((permission) => [permission.name, permission.restrictions]));

  before(async () => {
    await freshDatabase();
    await runCliOk(['install', '--yes', '--admin-password', 'admin-cli-pass-1'], { cwd, env });
  });

  describe('roles', () => {
    it('lists the roles with their flags and permissions, as JSON and as a table', async () => {
      const { roles } = await json<{ roles: RoleJson[] }>('roles', 'list');
      const byName = Object.fromEntries(roles.map((role) => [role.name, role]));
      expect(Object.keys(byName)).to.include.members(['guest', 'users', 'admin']);
      expect(byName.guest).to.include({ guests: true, default: false });
      expect(byName.users).to.include({ default: true, guests: false });
      expect(Object.keys(grantsOf(byName.users)).sort()).to.deep.equal(['api.access', 'projects.create']);

      const table = await run('roles', 'list');
      expect(table.code, table.stderr).to.equal(0);
      const usersLine = table.stdout.split('\n').find((line) => /\busers\b/.test(line) && line.includes('default'))!;
      expect(usersLine).to.match(/projects\.create/);
    });

    it('grants a permission with restrictions to a role, keeping its other permissions, and replaces them on a second grant', async () => {
      const { role } = await json<{ role: RoleJson }>('roles', 'grant', 'users', 'ai.generate', '--restriction', 'count=5');
      expect(grantsOf(role)).to.deep.include({ 'ai.generate': [{ name: 'count', value: 5 }], 'api.access': [] });
      expect(grantsOf(role)).to.have.property('projects.create');

      const again = await run('roles', 'grant', 'users', 'ai.generate', '--restriction', 'count=');
      expect(again.code, again.stderr).to.equal(0);
      expect(again.stdout.trim()).to.equal('The users role now grants ai.generate (count=unlimited)');
      const stored = await withTestDatabase(cwd, (sequelize) =>
        sequelize.query<{ restrictions: string }>(
          `SELECT permissionables.restrictions FROM permissionables
             JOIN permissions ON permissions.id = permissionables.permission_id
             JOIN roles ON roles.id = permissionables.permissionable_id
           WHERE permissionables.permissionable_type = 'role' AND roles.name = 'users' AND permissions.name = 'ai.generate'`,
          { type: QueryTypes.SELECT },
        ),
      );
      expect(stored.map((row) => JSON.parse(row.restrictions))).to.deep.equal([[{ name: 'count', value: null }]]);
    });

    it('refuses an unknown role, permission or restriction, or a restriction that is not name=value, in one line and changing nothing', async () => {
      const before = await json<{ roles: RoleJson[] }>('roles', 'list');
      for (const [args, message] of [
        [['grant', 'owners', 'admin.access'], 'Error: Unknown role "owners": the roles are guest, users, admin'],
        [['grant', 'users', 'sites.fly'], 'Error: Unknown permission "sites.fly".'],
        [['grant', 'users', 'projects.create', '--restriction', 'size=3'], 'Error: "projects.create" has no restriction "size".'],
        [['grant', 'users', 'projects.create', '--restriction', 'count=many'], 'Error: The count of "projects.create" must be a number.'],
        [['grant', 'users', 'projects.create', '--restriction', 'count'], "Error: option '--restriction <name=value>' argument 'count' is invalid. expects name=value, for example count=10."],
      ] as const) {
        const result = await run('roles', ...args);
        expect(result.code, args.join(' ')).to.equal(1);
        expect(result.stderr.trim(), args.join(' ')).to.equal(message);
      }
      expect(await json<{ roles: RoleJson[] }>('roles', 'list')).to.deep.equal(before);
    });
  });

  describe('pages', () => {
    it('lists the custom pages', async () => {
      const { pages } = await json<{ pages: PageJson[] }>('pages', 'list');
      expect(pages.map((page) => page.slug)).to.include.members(['privacy-policy', 'terms-of-service', 'about-us']);
      const table = await run('pages', 'list');
      expect(table.stdout).to.match(/Privacy Policy\s+privacy-policy/);
    });

    it('creates a page from an HTML file with the unsafe markup removed, at a slug from its title', async () => {
      const file = join(cwd, 'team.html');
      writeFileSync(file, '<h2>Our team</h2>\n<p onclick="steal()">Bakers since 1990.<script>alert(1)</script></p>\n');
      const { page } = await json<{ page: PageJson }>('pages', 'create', '--file', file, '--title', 'Meet the Team');
      expect(page).to.include({ title: 'Meet the Team', slug: 'meet-the-team', body: '<h2>Our team</h2>\n<p>Bakers since 1990.</p>\n' });
      const [row] = await withTestDatabase(cwd, (sequelize) => sequelize.query<{ body: string }>("SELECT body FROM custom_pages WHERE slug = 'meet-the-team'", { type: QueryTypes.SELECT }));
      expect(row.body).to.equal(page.body);

      const plain = await run('pages', 'create', '--file', file, '--title', 'Team again', '--slug', 'crew');
      expect(plain.code, plain.stderr).to.equal(0);
      expect(plain.stdout.trim()).to.match(/^Created the page "Team again" \(id \d+\) at \/pages\/crew$/);
      expect((await json<{ pages: PageJson[] }>('pages', 'list')).pages.map((listed) => listed.slug)).to.include.members(['meet-the-team', 'crew']);
    });

    it('refuses a taken slug, a bad slug, a missing file or title in one line, creating nothing', async () => {
      const file = join(cwd, 'other.html');
      writeFileSync(file, '<p>Other</p>');
      const countPages = () => withTestDatabase(cwd, async (sequelize) => (await sequelize.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM custom_pages', { type: QueryTypes.SELECT }))[0].n);
      const before = Number(await countPages());
      for (const [args, message] of [
        [['--file', file, '--title', 'Meet the team'], /^Error: The slug has already been taken\.$/],
        [['--file', file, '--title', 'X', '--slug', 'crew'], /^Error: The slug has already been taken\.$/],
        [['--file', file, '--title', 'X', '--slug', 'Not a slug!'], /^Error: --slug "Not a slug!" is not a slug/],
        [['--file', join(cwd, 'missing.html'), '--title', 'X'], /^Error: Cannot read .*missing\.html: ENOENT/],
        [['--file', file], /^Error: required option '--title <title>' not specified$/],
      ] as const) {
        const result = await run('pages', 'create', ...args);
        expect(result.code, args.join(' ')).to.equal(1);
        expect(result.stderr.trim(), args.join(' ')).to.match(message);
      }
      expect(Number(await countPages())).to.equal(before);
    });
  });
});
