import { expect } from 'chai';
import { BUSINESS_MESSAGES, emptyOpeningHours, type BusinessDetails } from '../../common/business.ts';
import type { Project } from '../../common/editor/types.ts';
import { UNAUTHENTICATED_MESSAGE } from '../../server/errors.ts';
import { describeTables } from '../../server/modules/backup/tables.ts';
import { ProjectBusiness } from '../../server/modules/business/models.ts';
import { PROJECT_NOT_FOUND_MESSAGE } from '../../server/modules/projects/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { messageOf, TeamClient } from '../workspaces/support.ts';

const DETAILS: BusinessDetails = {
  name: 'Brood & Zo',
  kind: 'Bakery',
  phone: '+32 9 123 45 67',
  email: 'hallo@broodenzo.be',
  street: 'Kraanlei 12',
  postcode: '9000',
  city: 'Ghent',
  region: 'East Flanders',
  country: 'BE',
  opening_hours: { ...emptyOpeningHours(), tuesday: [{ opens: '07:00', closes: '18:00' }], saturday: [{ opens: '07:00', closes: '12:30' }, { opens: '14:00', closes: '17:00' }] },
  price_range: '€',
};

describe('business details API', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
  });
  after(() => app.stop());

  const url = (project: { id: number }) => `/api/v1/projects/${project.id}/business`;

  async function read(client: TeamClient, project: { id: number }): Promise<BusinessDetails | null> {
    return (await client.ok<{ business: BusinessDetails | null }>('GET', url(project))).business;
  }

  async function save(client: TeamClient, project: { id: number }, details: Partial<BusinessDetails>): Promise<BusinessDetails> {
    return (await client.ok<{ business: BusinessDetails }>('PUT', url(project), details)).business;
  }

  it('has none at first, stores what is sent (trimmed, country upper case) and replaces it whole on the next save', async () => {
    const owner = await TeamClient.user(app);
    const project = await owner.create('Bakery');
    expect(await read(owner, project)).to.equal(null);

    const saved = await save(owner, project, { ...DETAILS, name: '  Brood & Zo ', country: 'be' });
    expect(saved).to.deep.equal(DETAILS);
    expect(await read(owner, project)).to.deep.equal(DETAILS);

    const smaller = await save(owner, project, { name: 'Brood & Zo', phone: '09 123 45 67' });
    expect(smaller).to.deep.equal({ name: 'Brood & Zo', kind: 'LocalBusiness', phone: '09 123 45 67', email: '', street: '', postcode: '', city: '', region: '', country: '', opening_hours: null, price_range: '' });
    expect(await read(owner, project)).to.deep.equal(smaller);
    expect(await ProjectBusiness.count({ where: { project_id: project.id } })).to.equal(1);
  });

  it('refuses broken details with 422 naming each field, weekdays included, and keeps what was stored', async () => {
    const owner = await TeamClient.user(app);
    const project = await owner.create('Salon');
    await save(owner, project, DETAILS);
    const response = await owner.request('PUT', url(project), {
      name: '   ',
      kind: 'Spaceport',
      phone: 'call me',
      email: 'not-an-address',
      country: 'ZZ',
      street: 'x'.repeat(192),
      opening_hours: {
        ...emptyOpeningHours(),
        monday: [{ opens: '9:00', closes: '17:00' }],
        tuesday: [{ opens: '10:00', closes: '10:00' }],
        wednesday: [{ opens: '25:00', closes: '26:00' }],
        friday: Array.from({ length: 5 }, () => ({ opens: '08:00', closes: '09:00' })),
      },
    });
    expect(response.statusCode, response.payload).to.equal(422);
    expect(JSON.parse(response.payload)).to.deep.equal({
      message: BUSINESS_MESSAGES.invalid,
      errors: {
        name: BUSINESS_MESSAGES.nameRequired,
        street: BUSINESS_MESSAGES.tooLong(191),
        kind: BUSINESS_MESSAGES.kind,
        phone: BUSINESS_MESSAGES.phone,
        email: 'Enter a valid email address.',
        country: BUSINESS_MESSAGES.country,
        'opening_hours.monday': BUSINESS_MESSAGES.time,
        'opening_hours.tuesday': BUSINESS_MESSAGES.sameTimes,
        'opening_hours.wednesday': BUSINESS_MESSAGES.time,
        'opening_hours.friday': BUSINESS_MESSAGES.tooManyPeriods,
      },
    });
    expect(await read(owner, project)).to.deep.equal(DETAILS);

    // A value of the wrong type is a malformed request, not a broken field.
    const malformed = await owner.request('PUT', url(project), { name: 42, opening_hours: { monday: 'all day' } });
    expect(malformed.statusCode).to.equal(400);
  });

  it('is answered to whoever can reach the project: a team member reads and writes, a stranger and a visitor get nothing', async () => {
    const owner = await TeamClient.user(app);
    const member = await TeamClient.user(app);
    const stranger = await TeamClient.user(app);
    const team = await owner.createWorkspace('Salon team');
    const asMember = await owner.bringIn(team.id, member);
    const project = await owner.in(team.id).create('Team salon');
    await save(owner, project, DETAILS);

    expect(await read(asMember, project)).to.deep.equal(DETAILS);
    expect((await save(asMember, project, { ...DETAILS, kind: 'HairSalon' })).kind).to.equal('HairSalon');

    for (const [method, payload] of [['GET', undefined], ['PUT', DETAILS]] as const) {
      for (const client of [stranger, stranger.in(team.id)]) {
        const response = await client.request(method, url(project), payload);
        expect(response.statusCode, `${method} as a stranger`).to.equal(404);
        expect(messageOf(response)).to.equal(PROJECT_NOT_FOUND_MESSAGE);
      }
      const visitor = await app.server.inject({ method, url: url(project), payload });
      expect(visitor.statusCode).to.equal(401);
      expect(messageOf(visitor)).to.equal(UNAUTHENTICATED_MESSAGE);
    }
    expect((await read(owner, project))!.kind).to.equal('HairSalon');
    const missing = await owner.request('GET', '/api/v1/projects/999999/business');
    expect(missing.statusCode).to.equal(404);
  });

  it('goes with the site: a duplicate has the same details, deleting the site deletes them, backups carry them', async () => {
    const owner = await TeamClient.user(app);
    const project = await owner.create('Original bakery');
    await save(owner, project, DETAILS);
    const copy = (await owner.ok<{ project: Project }>('POST', `/api/v1/projects/${project.id}/duplicate`)).project;
    expect(await read(owner, copy)).to.deep.equal(DETAILS);
    // The copy's details are its own.
    await save(owner, copy, { ...DETAILS, name: 'Brood & Zo Two' });
    expect((await read(owner, project))!.name).to.equal('Brood & Zo');

    await owner.ok('DELETE', `/api/v1/projects/${project.id}`);
    expect(await ProjectBusiness.count({ where: { project_id: project.id } })).to.equal(0);
    expect(await ProjectBusiness.count({ where: { project_id: copy.id } })).to.equal(1);

    const table = (await describeTables(ProjectBusiness.sequelize!)).find((candidate) => candidate.name === 'project_business');
    expect(table?.foreignKeys).to.deep.include({ column: 'project_id', table: 'projects', referencedColumn: 'id' });
  });
});
