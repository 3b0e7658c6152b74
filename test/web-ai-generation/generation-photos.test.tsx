import { expect } from 'chai';
import { useState } from 'react';
import { MAX_GENERATION_PHOTOS } from '../../common/ai/image-settings.ts';
import type { FileEntry } from '../../common/uploads/types.ts';
import '../web-uploads/component-setup.ts';
import { json, useBrowserGlobals } from '../web-account/browser-globals.ts';
import { until } from '../web-forms/support.ts';
import { fire, render, type Rendered } from '../web-uploads/render.ts';
import { FakeQueue, uploadedFile } from '../web-uploads/support.ts';

const { GenerationPhotos } = await import('../../web/src/features/ai-generation/generation-photos.tsx');
const { addPhotos, uploadPhotos } = await import('../../web/src/features/ai-generation/generation-photos-api.ts');
const { DEFAULT_GENERATION_VALUES, generationInput } = await import('../../web/src/features/ai-generation/generation-form.tsx');
type Photo = Parameters<typeof addPhotos>[0][number];

const entry = (id: number, mime = 'image/jpeg'): FileEntry => ({ id, name: `shop-${id}.jpg`, url: `/storage/project-assets/${id}.jpg`, mime, type: 'file' }) as FileEntry;
const photo = (id: number): Photo => ({ id, name: `shop-${id}.jpg`, url: `/storage/project-assets/${id}.jpg` });

// "Add your photos" when generating: the user's own pictures, uploaded or picked, go to the server as file-entry ids.
describe('generation photos', () => {
  const browser = useBrowserGlobals();
  let view: Rendered | null = null;
  afterEach(() => view?.unmount());

  function show(initial: Photo[] = [], error?: string) {
    let current: readonly Photo[] = initial;
    function Harness() {
      const [photos, setPhotos] = useState<readonly Photo[]>(initial);
      current = photos;
      return <GenerationPhotos photos={photos} onChange={setPhotos} error={error} onBusyChange={() => undefined} waiting={false} />;
    }
    view = render(<Harness />);
    return { view, photos: () => current };
  }

  it('sends the chosen photos as file-entry ids with the generation', () => {
    expect(generationInput({ ...DEFAULT_GENERATION_VALUES, prompt: 'A bakery', photos: [photo(4), photo(9)] }).photos).to.deep.equal([4, 9]);
    expect(generationInput({ ...DEFAULT_GENERATION_VALUES, prompt: 'A bakery' }).photos).to.deep.equal([]);
  });

  it('uploads only the files that still fit, as images into the public editor folder, each finished one becoming a photo', () => {
    const queue = new FakeQueue();
    const added: Photo[] = [];
    const files = [uploadedFile('a.jpg', 10), uploadedFile('b.jpg', 10), uploadedFile('c.jpg', 10)];
    expect(uploadPhotos(queue, files, MAX_GENERATION_PHOTOS - 2, (p) => added.push(p))).to.equal('You can add at most :max photos.');
    expect(queue.added[0].files.map((file) => file.name)).to.deep.equal(['a.jpg', 'b.jpg']);
    expect(queue.added[0].options?.metadata).to.deep.include({ disk: 'public', diskPrefix: 'project-assets' });
    expect(queue.added[0].options?.restrictions?.allowedFileTypes).to.include('image/webp').and.not.include('image/svg+xml');
    queue.added[0].options!.onSuccess!(entry(31), files[0]);
    queue.added[0].options!.onSuccess!(entry(32, 'application/pdf'), files[1]);
    expect(added).to.deep.equal([photo(31)]);
    expect(uploadPhotos(queue, files.slice(0, 1), 0, () => undefined)).to.equal(null);
    expect(uploadPhotos(queue, files, MAX_GENERATION_PHOTOS, () => undefined)).to.equal('You can add at most :max photos.');
    expect(queue.added, 'nothing queued when no room is left').to.have.length(2);
  });

  it('never lists a photo twice nor more than the limit', () => {
    const many = Array.from({ length: MAX_GENERATION_PHOTOS + 3 }, (_, index) => photo(index + 1));
    expect(addPhotos([photo(1)], [photo(1), photo(2), photo(2)]).map((p) => p.id)).to.deep.equal([1, 2]);
    expect(addPhotos([], many)).to.have.length(MAX_GENERATION_PHOTOS);
  });

  it('picks earlier uploads from the library, shows them as thumbnails and removes them', async () => {
    browser.respondWith(() => json(200, { data: [entry(5), entry(6), { ...entry(7), name: 'brochure.pdf', mime: 'application/pdf' }] }));
    const { view, photos } = show();
    expect(view.query('ai-photos-chosen'), 'none chosen yet').to.equal(null);
    fire(view.get('ai-photos-library-toggle'), 'onClick');
    expect(view.query('ai-photos-library-loading')).to.not.equal(null);
    const items = await until(() => (view.all('ai-photos-library-item').length ? view.all('ai-photos-library-item') : null));
    expect(items.map((item) => item.props['data-id']), 'images only').to.deep.equal([5, 6]);
    expect(browser.calls[0].url).to.contain('/api/v1/file-entries').and.contain('disk=public');
    fire(items[1], 'onClick');
    expect(photos().map((p) => p.id)).to.deep.equal([6]);
    expect(view.all('ai-photos-library-item')[1].props['aria-pressed']).to.equal(true);
    expect(view.all('ai-photo').map((thumb) => thumb.props['data-id'])).to.deep.equal([6]);
    expect(view.text(view.get('ai-photos-count'))).to.equal(`1 of ${MAX_GENERATION_PHOTOS}`);
    fire(view.get('ai-photo-remove'), 'onClick');
    expect(photos()).to.deep.equal([]);
    expect(view.all('ai-photos-library-item')[1].props['aria-pressed']).to.equal(false);
  });

  it('takes no more once full, and says when the library is empty or fails to load', async () => {
    const full = Array.from({ length: MAX_GENERATION_PHOTOS }, (_, index) => photo(100 + index));
    browser.respondWith(() => json(200, { data: [entry(5)] }));
    const shown = show(full);
    expect(shown.view.get('ai-photos-upload').props.disabled).to.equal(true);
    fire(shown.view.get('ai-photos-library-toggle'), 'onClick');
    const item = await until(() => shown.view.query('ai-photos-library-item'));
    expect(item.props['aria-disabled']).to.equal(true);
    fire(item, 'onClick');
    expect(shown.photos()).to.have.length(MAX_GENERATION_PHOTOS);
    shown.view.unmount();

    browser.respondWith(() => json(500, { message: 'Down' }));
    const failing = show();
    fire(failing.view.get('ai-photos-library-toggle'), 'onClick');
    await until(() => failing.view.query('ai-photos-library-error'));
    browser.respondWith(() => json(200, { data: [] }));
    fire(failing.view.get('ai-photos-library-error-retry'), 'onClick');
    await until(() => failing.view.query('ai-photos-library-empty'));
  });

  it("shows the server's refusal of the photos by the field", () => {
    const { view } = show([photo(1)], 'One of the chosen photos is not one of your files.');
    expect(view.text(view.get('ai-photos-error'))).to.equal('One of the chosen photos is not one of your files.');
    expect(view.get('ai-photos').props['aria-invalid']).to.equal(true);
  });
});
