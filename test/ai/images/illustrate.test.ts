import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import type { PlanPicture, SitePlan } from '../../../common/ai/site-plan.ts';
import type { ProjectPage } from '../../../common/editor/types.ts';
import { illustratePlan, type IllustrateOptions } from '../../../server/modules/ai/images/illustrate.ts';
import { buildSite } from '../../../server/modules/publishing/build/site.ts';
import { setSettings } from '../../../server/modules/settings/service.ts';
import { FileEntryModel } from '../../../server/modules/uploads/models.ts';
import { storageUsed } from '../../../server/modules/uploads/quota.ts';
import type { User } from '../../../server/modules/users/models.ts';
import { publicStoragePath } from '../../../server/storage/index.ts';
import { createTestUser } from '../../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { startImageServers, type ImageStandIns } from '../support/image-servers.ts';

// The pictures stage against loopback stand-ins of Unsplash, Pexels and an images endpoint.

/** A bicycle workshop's plan with a picture in every kind of place, all catalogue scenes that do not fit it. */
function workshopPlan(language: SitePlan['language'] = 'en'): SitePlan {
  return {
    name: "Dave's Bike Repair",
    language,
    kind: 'bicycle-repair',
    tagline: 'Bikes fixed while you wait',
    style: { palette: { primary: '#1d6b57', primaryDark: '#134a3c', accent: '#e5a93a', dark: '#1c2421', light: '#f3f6f4' }, headingFont: 'inter', bodyFont: 'inter', rounding: 'small', hero: 'image' },
    pages: [
      {
        name: 'Home',
        slug: '',
        title: "Dave's Bike Repair",
        description: 'Bicycle repairs in Leeds',
        sections: [
          { type: 'hero', id: 'hero', heading: 'Bikes fixed fast', text: 'Punctures, brakes, gears.', image: 'hero-mountains', actions: [] },
          { type: 'features', id: 'services', heading: 'Services', items: [{ title: 'Punctures', text: 'Fixed in 20 minutes.', image: 'project-1' }] },
          { type: 'text', id: 'about', heading: 'About us', paragraphs: ['We love bikes.'], image: 'workspace' },
        ],
      },
      {
        name: 'Work',
        slug: 'work',
        title: 'Our work',
        description: 'Bikes we fixed',
        sections: [
          { type: 'gallery', id: 'gallery', heading: 'Recent repairs', images: [{ image: 'project-2', caption: 'A' }, { image: 'project-3', caption: 'B' }, { image: 'hero-coast', caption: 'C' }] },
          { type: 'posts', id: 'news', heading: 'News', items: [{ title: 'Winter check', text: 'Get ready.', image: 'blog-forest' }] },
        ],
      },
    ],
    footer: 'Leeds',
  };
}

function pictures(plan: SitePlan): { role: string; picture: PlanPicture | string | undefined }[] {
  const home = plan.pages[0].sections;
  const work = plan.pages[1].sections;
  const hero = home[0] as { image?: PlanPicture };
  const about = home[2] as { image?: PlanPicture };
  const gallery = work[0] as { images: { image: PlanPicture }[] };
  const posts = work[1] as { items: { image?: PlanPicture }[] };
  return [
    { role: 'hero', picture: hero.image },
    { role: 'about', picture: about.image },
    ...gallery.images.map((entry) => ({ role: 'gallery', picture: entry.image })),
    ...posts.items.map((item) => ({ role: 'post', picture: item.image })),
  ];
}

const srcOf = (value: PlanPicture | string | undefined) => (typeof value === 'object' ? value.src : String(value));

describe('pictures for generated sites', function () {
  this.timeout(30_000);
  let app: TestApp;
  let servers: ImageStandIns;
  let user: User;

  before(async () => {
    servers = await startImageServers();
    app = await startTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' } });
    ({ user } = await createTestUser());
  });
  after(async () => {
    await app?.stop();
    await servers?.close();
  });

  async function configure(sources: { unsplash?: boolean; pexels?: boolean; generation?: boolean }): Promise<void> {
    await setSettings({
      'ai.images.unsplash_key': sources.unsplash ? 'unsplash-access-key' : '',
      'ai.images.unsplash_base_url': servers.unsplashBase,
      'ai.images.pexels_key': sources.pexels ? 'pexels-key' : '',
      'ai.images.pexels_base_url': servers.pexelsBase,
      'ai.images.generation_base_url': sources.generation ? servers.generationBase : null,
      'ai.images.generation_model': sources.generation ? 'stand-in-image-model' : null,
      'ai.images.generation_api_key': sources.generation ? 'sk-images' : '',
    });
    Object.assign(servers.behaviour, { unsplash: 'ok', pexels: 'ok', generation: 'ok', generationAnswer: 'b64' });
    servers.requests.length = 0;
  }

  function illustrate(plan: SitePlan, options: Partial<IllustrateOptions> = {}): Promise<SitePlan> {
    return illustratePlan(app.ctx, plan, {
      user,
      workspaceId: null,
      photos: [],
      language: plan.language,
      kindWords: ['bicycle', 'repair', 'leeds'],
      seed: 3,
      signal: new AbortController().signal,
      ...options,
    });
  }

  async function uploadedPhoto(name: string, bytes: Buffer, owner = user): Promise<FileEntryModel> {
    const fileName = `${Math.random().toString(16).slice(2)}.png`;
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(publicStoragePath(app.config.dataDir, 'files'), { recursive: true });
    await writeFile(publicStoragePath(app.config.dataDir, 'files', fileName), bytes);
    return FileEntryModel.create({ name, file_name: fileName, mime: 'image/png', extension: 'png', file_size: bytes.length, type: 'file', disk: 'public', user_id: owner.id });
  }

  it('takes the user\'s photos first (the hero the first one), then Unsplash, keeping its credit and telling it which photos were used', async () => {
    await configure({ unsplash: true, pexels: true, generation: true });
    const first = await uploadedPhoto('dave-fixing-a-wheel.png', Buffer.from('first'));
    const second = await uploadedPhoto('IMG_2041.png', Buffer.from('second'));
    const plan = await illustrate(workshopPlan(), { photos: [first.id, second.id] });
    const found = pictures(plan);

    expect(srcOf(found[0].picture)).to.equal(`/storage/files/${first.file_name}`);
    expect(found[0].picture).to.deep.include({ alt: 'Dave fixing a wheel' });
    expect(srcOf(found[1].picture)).to.equal(`/storage/files/${second.file_name}`);
    // A camera's file name says nothing: the alt says what such a picture shows.
    expect((found[1].picture as PlanPicture).alt).to.equal("The people behind Dave's Bike Repair");

    const stock = found.slice(2).map((entry) => entry.picture as PlanPicture);
    for (const picture of stock) {
      expect(picture.src).to.match(/^\/storage\/files\/[0-9a-f]{40}\.(jpg|png)$/);
      expect(picture.alt).to.match(/^A person repairing a bicycle wheel/);
      expect(picture.credit?.source).to.equal('Unsplash');
      expect(picture.credit?.url).to.match(/^https:\/\/unsplash\.com\/@[^?]+\?utm_source=sitewright&utm_medium=referral$/);
      expect(picture.credit?.sourceUrl).to.equal('https://unsplash.com/?utm_source=sitewright&utm_medium=referral');
    }
    expect(new Set(stock.map((picture) => picture.src)).size, 'no photo twice').to.equal(stock.length);
    expect(servers.calls('download'), 'download_location called once per photo used').to.have.length(stock.length);
    for (const call of servers.calls('download')) expect(call.headers.authorization).to.equal('Client-ID unsplash-access-key');
    const search = servers.calls('unsplash')[0];
    expect(search.query.get('orientation')).to.equal('landscape');
    expect(search.query.get('query')).to.match(/bicycle repair/);
    expect(servers.calls('pexels'), 'Pexels is not asked while Unsplash has photos').to.have.length(0);
    expect(servers.calls('generation')).to.have.length(0);
    // Features keep what the plan gave them.
    expect((plan.pages[0].sections[1] as { items: { image?: unknown }[] }).items[0].image).to.equal('project-1');
  });

  it('keeps every downloaded picture as the user\'s own public file, counted in their storage, and a published page loads none from elsewhere', async () => {
    await configure({ unsplash: true });
    const before = await storageUsed(user.id);
    const plan = await illustrate(workshopPlan());
    const srcs = pictures(plan).map((entry) => srcOf(entry.picture));
    const entries = await FileEntryModel.findAll({ where: { file_name: srcs.map((src) => src.split('/').pop()!) } });
    expect(entries).to.have.length(srcs.length);
    for (const entry of entries) expect(entry).to.deep.include({ user_id: user.id, disk: 'public', type: 'file' });
    expect(entries.map((entry) => entry.relative_path)).to.satisfy((paths: string[]) => paths.every((path) => path.startsWith("Site pictures/Dave's Bike Repair/daves-bike-repair-")));
    const stored = await readFile(publicStoragePath(app.config.dataDir, srcs[0].slice('/storage/'.length)));
    const served = Array.from({ length: 8 }, (_, i) => servers.photoBytes(`u${i}`));
    expect(served.some((bytes) => bytes.equals(stored)), 'the stand-in\'s photo, byte for byte').to.equal(true);
    expect(await storageUsed(user.id)).to.equal(before + entries.reduce((sum, entry) => sum + entry.file_size, 0));

    const html = srcs.map((src, i) => `<img src="${src}" alt="picture ${i}">`).join('');
    const page: ProjectPage = { id: 'p1', name: 'Home', html, doc: { title: 'Home', description: '', css: '', js: '', headLinks: [], fonts: [], slug: '', lang: 'en' } } as ProjectPage;
    const site = await buildSite(app.ctx, { project: { name: 'Dave', slug: 'dave', pages: [page] }, siteUrl: 'https://dave.example.test', allowlist: [] });
    expect(site.warnings).to.deep.equal([]);
    const index = site.files.find((file) => file.path === 'index.html')!.body.toString('utf8');
    expect(index).to.not.include('/storage/');
    expect(index).to.not.include(servers.origin);
    const images = [...index.matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1]);
    expect(images).to.have.length(srcs.length);
    for (const src of images) expect(site.files.map((file) => file.path)).to.include(src.replace(/^\//, ''));
  });

  for (const failure of [401, 429, 500, 'garbage', 'not-an-image', 'empty'] as const) {
    it(`falls from Unsplash to Pexels to the images endpoint to the bundled patterns when each answers ${failure}`, async () => {
      await configure({ unsplash: true, pexels: true, generation: true });
      servers.behaviour.unsplash = failure;
      let plan = await illustrate(workshopPlan());
      expect(pictures(plan).map((entry) => (entry.picture as PlanPicture).credit?.source)).to.deep.equal(Array(6).fill('Pexels'));
      const credit = (pictures(plan)[0].picture as PlanPicture).credit!;
      expect(credit.url).to.equal(`https://www.pexels.com/@${credit.name.toLowerCase().replace(' ', '-')}`);
      expect(credit.sourceUrl).to.match(/^https:\/\/www\.pexels\.com\/photo\//);

      servers.behaviour.pexels = failure;
      servers.behaviour.generationAnswer = 'url';
      plan = await illustrate(workshopPlan());
      const generated = pictures(plan).map((entry) => entry.picture as PlanPicture);
      for (const picture of generated) {
        expect(picture.alt).to.match(/^Photo: /);
        expect(picture.credit).to.equal(undefined);
        expect(picture.src).to.match(/\.png$/);
      }
      const prompt = servers.calls('generation').at(-1)!.body!;
      expect(prompt).to.deep.include({ model: 'stand-in-image-model', n: 1, response_format: 'b64_json' });
      expect(prompt.prompt).to.match(/bicycle repair/).and.match(/No text/);

      servers.behaviour.generation = failure === 'not-an-image' || failure === 'empty' ? 'garbage' : failure;
      plan = await illustrate(workshopPlan());
      for (const { picture } of pictures(plan)) expect(picture).to.deep.include({ alt: '' }).and.have.property('src').that.matches(/\.svg$/);
    });
  }

  it('gives up on a source that does not answer within the stage\'s time budget, and still fills every place', async () => {
    await configure({ unsplash: true });
    servers.behaviour.unsplash = 'slow';
    const started = Date.now();
    const plan = await illustrate(workshopPlan(), { budgetMs: 600 });
    expect(Date.now() - started).to.be.below(5000);
    for (const { picture } of pictures(plan)) expect(srcOf(picture)).to.match(/\.svg$/);
  });

  it('searches in the site\'s language and describes stock photos in it', async () => {
    await configure({ unsplash: true, pexels: true });
    const german = { ...workshopPlan('de'), kind: 'dentist' };
    let plan = await illustrate(german, { kindWords: ['zahnarzt', 'leipzig'] });
    expect(servers.calls('unsplash')[0].query.get('lang')).to.equal('de');
    expect(servers.calls('unsplash').map((call) => call.query.get('query'))).to.include('Zahnarztpraxis Arbeit');
    expect((pictures(plan)[0].picture as PlanPicture).alt).to.equal('Zahnarztpraxis bei der Arbeit');
    servers.behaviour.unsplash = 500;
    plan = await illustrate(german, { kindWords: ['zahnarzt', 'leipzig'] });
    expect(servers.calls('pexels')[0].query.get('locale')).to.equal('de-DE');
    expect((pictures(plan)[1].picture as PlanPicture).alt).to.equal('Die Menschen hinter Zahnarztpraxis');
  });

  it('replaces catalogue scenes that do not fit the business with patterns, and keeps dishes for a restaurant', async () => {
    await configure({});
    const dentist = await illustrate({ ...workshopPlan(), kind: 'dentist' }, { kindWords: ['dentist'] });
    for (const { picture } of pictures(dentist)) expect(srcOf(picture)).to.match(/\.svg$/);
    const svg = await readFile(publicStoragePath(app.config.dataDir, srcOf(pictures(dentist)[0].picture).slice('/storage/'.length)), 'utf8');
    expect(svg).to.include('#1d6b57').and.include('<path');

    const restaurant = workshopPlan();
    restaurant.kind = 'restaurant';
    (restaurant.pages[1].sections[0] as { images: { image: string }[] }).images[0].image = 'dish-pasta';
    const served = await illustrate(restaurant, { kindWords: ['restaurant'] });
    expect(pictures(served)[2].picture).to.equal('dish-pasta');
    expect(srcOf(pictures(served)[0].picture)).to.match(/\.svg$/);
  });
});
