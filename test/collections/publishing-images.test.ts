import { expect } from 'chai';
import { Jimp } from 'jimp';
import type { CollectionItem } from '../../common/collections.ts';
import type { PageDoc, Project, ProjectPage } from '../../common/editor/types.ts';
import type { FileEntry } from '../../common/uploads/types.ts';
import { Job } from '../../server/jobs/models.ts';
import { waitForJob } from '../../server/jobs/service.ts';
import { REPUBLISH_JOB } from '../../server/modules/collections/publish-types.ts';
import { imagesEncoded } from '../../server/modules/publishing/build/responsive-images-encoder.ts';
import { Deploy } from '../../server/modules/publishing/models.ts';
import { Project as ProjectRow } from '../../server/modules/projects/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { siteHost, siteRequest } from '../publishing/support/site-http.ts';
import { multipartBody } from '../uploads/support/multipart.ts';
import { ContentClient } from './support.ts';

// Pictures uploaded into posts, on the published site: each offered in smaller copies the
// browser picks from (srcset), with its own size so nothing moves as it loads, and encoded once
// however often the site is published again.

const DOC: PageDoc = { title: '', description: '', css: '', js: '', headLinks: [], fonts: [] };

// The blog's template: the post with its cover and body, and the list of posts as cards with their covers.
const BLOG = `<main data-id="blogmain01"><article data-id="blogpost01"><h1 data-id="blogtitle1" data-sw-field="title">Title</h1>
<img data-id="blogcover1" data-sw-field="cover" src="/site-assets/img/placeholder.svg" alt="">
<div data-id="blogbody01" data-sw-field="body"><p>The text</p></div></article>
<section data-id="bloglist01" data-sw-collection="posts" data-sw-per-page="10" data-sw-paginate="true">
<div data-id="blogcard01" data-sw-card="" class="card"><div data-id="blogcardim" data-sw-field="cover"></div>
<h3 data-id="blogcardh3"><a data-id="blogcarda1" data-sw-href="url" data-sw-field="title" href="#">A post</a></h3></div></section></main>`;

const EXTERNAL = 'https://images.example.com/harbour.jpg';

/** A picture with something in it (a gradient), so the encoders have work to do. */
async function picture(width: number, height: number, mime: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const image = new Jimp({ width, height, color: 0xffffffff });
  const data = image.bitmap.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      data[at] = (x * 255) / width;
      data[at + 1] = (y * 255) / height;
      data[at + 2] = ((x + y) * 7) & 0xff;
    }
  }
  return mime === 'image/png' ? image.getBuffer(mime) : image.getBuffer(mime, { quality: 90 });
}

/** The attributes of the first <img> whose alt is `alt`. */
function imageTag(html: string, alt: string): Record<string, string> {
  const tag = [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]).find((candidate) => candidate.includes(`alt="${alt}"`));
  expect(tag, `an <img> with alt="${alt}"`).to.be.a('string');
  return Object.fromEntries([...tag!.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map((match) => [match[1], match[2].replace(/&amp;/g, '&')]));
}

/** A srcset's candidates as [url, width]. */
function candidates(srcset: string): [string, number][] {
  return srcset.split(',').map((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    expect(descriptor, candidate).to.match(/^\d+w$/);
    return [url, Number.parseInt(descriptor, 10)];
  });
}

describe('pictures of posts on the published site', function () {
  this.timeout(180_000);
  let app: TestApp;
  let owner: ContentClient;
  let photo: Buffer;
  let logo: Buffer;
  let wide: Buffer;

  before(async () => {
    app = await startTestApp({ listen: true });
    owner = await ContentClient.user(app);
    [photo, logo, wide] = await Promise.all([picture(2000, 1200, 'image/jpeg'), picture(300, 200, 'image/png'), picture(1280, 720, 'image/jpeg')]);
  });
  after(() => app?.stop());

  const site = (project: Project, path: string) => siteRequest(app, siteHost(project.slug), path);

  /** A picture uploaded as the post editor uploads one: to the public disk, among the project's assets. */
  async function upload(name: string, bytes: Buffer, mime: string): Promise<FileEntry> {
    const { body, contentType } = multipartBody({ metadata: JSON.stringify({ disk: 'public', diskPrefix: 'project-assets' }) }, [{ name, bytes, mime }]);
    const response = await app.server.inject({ method: 'POST', url: '/api/v1/file-entries', payload: body, headers: withCsrf({ cookie: owner.cookie, 'content-type': contentType }) });
    expect(response.statusCode, response.payload).to.equal(201);
    return (response.result as { fileEntry: FileEntry }).fileEntry;
  }

  async function blogProject(name: string): Promise<Project> {
    const project = await owner.create(name);
    const pages: ProjectPage[] = [
      { id: 'homepage01', name: 'Home', html: '<p data-id="homepara01">Welcome</p>', doc: { ...DOC, title: 'Home' } },
      { id: 'blogpage01', name: 'Blog', html: BLOG, doc: { ...DOC, title: 'Blog', slug: 'blog' } },
    ];
    const saved = await owner.saveOk(project.id, project.version, pages);
    await owner.ok('PATCH', `${owner.collectionsUrl(project.id)}/posts`, { template_page_id: 'blogpage01' });
    return saved;
  }

  async function post(project: Project, body: Record<string, unknown>): Promise<CollectionItem> {
    const item = await owner.createItem(project.id, body);
    return owner.ok<CollectionItem>('POST', `${owner.itemsUrl(project.id)}/${item.id}/publish`, {});
  }

  /** The rebuild the last change asked for, followed to its end. */
  async function rebuilt(project: Project): Promise<{ changed_paths: string[] }> {
    const jobs = await Job.findAll({ where: { type: REPUBLISH_JOB }, order: [['id', 'DESC']] });
    const job = jobs.find((candidate) => (candidate.payload as { projectId: number }).projectId === project.id);
    expect(job, 'a rebuild was asked for').to.not.equal(undefined);
    const finished = await waitForJob(job!.id, { pollMs: 50 });
    expect(finished.status, finished.error ?? '').to.equal('succeeded');
    return finished.result as { changed_paths: string[] };
  }

  async function liveManifest(project: Project): Promise<Record<string, { hash: string }>> {
    const row = await ProjectRow.findByPk(project.id, { attributes: ['id', 'live_deploy_id'] });
    return (await Deploy.findByPk(row!.live_deploy_id!))!.manifest;
  }

  it('offers an uploaded photo in smaller copies with its size and lazy loading, a small picture without copies, and leaves another site’s picture alone', async () => {
    const project = await blogProject('Harbour Views');
    const photoEntry = await upload('harbour.jpg', photo, 'image/jpeg');
    const logoEntry = await upload('logo.png', logo, 'image/png');
    const body = `<p>From the pier.</p><p><img src="${logoEntry.url}" alt="Logo"></p><p><img src="${EXTERNAL}" alt="Far away"></p><p><img src="${photoEntry.url}" alt="Again"></p>`;
    await post(project, { title: 'The harbour', slug: 'harbour', body, values: { cover: photoEntry.url } });
    const encodedBefore = imagesEncoded();
    await owner.publish(project.id, { prod: true });
    expect(imagesEncoded() - encodedBefore, 'each picture encoded once, though the photo shows three times').to.equal(2);

    const page = (await site(project, '/blog/harbour/')).body.toString('utf8');
    const cover = imageTag(page, 'The harbour');
    const shown = candidates(cover.srcset);
    expect(shown.map(([, width]) => width)).to.deep.equal([480, 960, 1600, 2000]);
    expect(shown[3][0], 'the photo itself is the widest').to.equal(`/${cover.src.replace(/^\//, '')}`);
    expect(cover).to.include({ width: '2000', height: '1200', decoding: 'async' });
    expect(cover.sizes).to.match(/100vw$/);
    expect(cover, 'the first picture of a post loads at once').not.to.have.property('loading');

    // Every copy is a file of the deploy, a JPEG of the width it is offered at.
    for (const [url, width] of shown) {
      const file = await site(project, url);
      expect(file.status, url).to.equal(200);
      expect(file.headers['content-type'], url).to.equal('image/jpeg');
      const decoded = await Jimp.read(file.body);
      expect([decoded.width, decoded.height], url).to.deep.equal([width, Math.round((width * 1200) / 2000)]);
      if (width < 2000) expect(file.body.length, `${url} is smaller than the photo`).to.be.below(photo.length);
    }

    const again = imageTag(page, 'Again');
    expect(again.srcset).to.equal(cover.srcset);
    expect(again).to.include({ width: '2000', height: '1200', loading: 'lazy', decoding: 'async' });

    const small = imageTag(page, 'Logo');
    expect(small, 'no copy is wider than the picture').not.to.have.property('srcset');
    expect(small).to.include({ width: '300', height: '200', loading: 'lazy' });
    const manifest = await liveManifest(project);
    const logoName = logoEntry.file_name.split('.')[0];
    expect(Object.keys(manifest).filter((path) => path.startsWith(`assets/${logoName}`))).to.have.length(1);
    expect(Object.keys(manifest).filter((path) => path.startsWith(`assets/${photoEntry.file_name.split('.')[0]}`))).to.have.length(4);

    expect(imageTag(page, 'Far away'), 'another site’s picture as written').to.deep.equal({ src: EXTERNAL, alt: 'Far away' });

    // The list's card: the cover sized for a card, loading when it comes near.
    const list = (await site(project, '/blog/')).body.toString('utf8');
    const card = imageTag(list, 'The harbour');
    expect(card.srcset).to.equal(cover.srcset);
    expect(card).to.include({ width: '2000', height: '1200', loading: 'lazy', decoding: 'async' });
    expect(card.sizes).not.to.equal(cover.sizes);
  });

  it('encodes a picture once, however many uploads hold it, and not again when another post is edited or the whole site is published again', async () => {
    const project = await blogProject('Quay Cafe');
    const photoEntry = await upload('quay.jpg', wide, 'image/jpeg');
    const sameEntry = await upload('quay-again.jpg', wide, 'image/jpeg');
    await post(project, { title: 'The quay', slug: 'quay', body: '<p>Coffee by the water.</p>', values: { cover: photoEntry.url } });
    await post(project, { title: 'The quay at night', slug: 'night', body: '<p>Lights on the water.</p>', values: { cover: sameEntry.url } });
    const other = await post(project, { title: 'Opening hours', slug: 'hours', body: '<p>Nine to five.</p>' });
    const first = imagesEncoded();
    await owner.publish(project.id, { prod: true });
    expect(imagesEncoded() - first, 'encoded for the first publish, once for both uploads').to.equal(1);
    const before = await liveManifest(project);
    const listed = (await site(project, '/blog/')).body.toString('utf8');
    const listBefore = imageTag(listed, 'The quay');
    // Each upload's copies are named after it, whichever of the two the build read first.
    const base = (entry: FileEntry) => `/assets/${entry.file_name.split('.')[0]}`;
    expect(candidates(listBefore.srcset).every(([url]) => url.startsWith(base(photoEntry)))).to.equal(true);
    expect(candidates(imageTag(listed, 'The quay at night').srcset).every(([url]) => url.startsWith(base(sameEntry)))).to.equal(true);
    const encoded = imagesEncoded();

    // The list page shows both posts: rebuilt with the other post's new title, the photo's card from what was made before.
    const current = await owner.item(project.id, other.id);
    const response = await owner.patchItem(project.id, other.id, { version: current.version, title: 'Opening hours, summer' });
    expect(response.statusCode, response.payload).to.equal(200);
    const { changed_paths: changed } = await rebuilt(project);
    expect(changed).to.include('blog/index.html');
    expect(changed.filter((path) => path.startsWith('assets/')), 'no picture file changes').to.deep.equal([]);
    const list = (await site(project, '/blog/')).body.toString('utf8');
    expect(list).to.contain('Opening hours, summer');
    expect(imageTag(list, 'The quay').srcset).to.equal(listBefore.srcset);

    await owner.publish(project.id, { prod: true });
    const after = await liveManifest(project);
    const pictures = (manifest: Record<string, { hash: string }>) => Object.entries(manifest).filter(([path]) => /\.jpe?g$/.test(path));
    expect(pictures(after)).to.deep.equal(pictures(before));
    const named = pictures(after).map(([path]) => `/${path.replace(/\.[0-9a-f]{10}\.jpg$/, '')}`);
    const expected = [photoEntry, sameEntry].flatMap((entry) => [base(entry), `${base(entry)}-480w`, `${base(entry)}-960w`]);
    expect(named.sort(), 'each photo and its copies narrower than its 1280 pixels').to.deep.equal(expected.sort());
    expect(imagesEncoded(), 'nothing encoded again').to.equal(encoded);
  });
});
