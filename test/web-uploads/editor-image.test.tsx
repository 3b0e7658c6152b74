import { expect } from 'chai';
import type { FileEntry } from '../../common/uploads/types.ts';
import { dismissToast, getCurrentToast } from '../../web/src/ui/toast/toast-store.ts';
import { harness, html, idOf, page } from '../web-editor/support.ts';
import './component-setup.ts';
import { fire, render } from './render.ts';
import { FakeQueue, uploadedFile } from './support.ts';

const { IMAGE_ERROR_MESSAGE, IMAGE_GONE_MESSAGE, setImageAlt, uploadImageFor } = await import('../../web/src/features/editor/panels/image-source.ts');
const { SettingsPanel } = await import('../../web/src/features/editor/panels/settings/settings-panel.tsx');
const { EditorContext } = await import('../../web/src/features/editor/editor-context.tsx');

const PAGE = '<div class="container"><h1>Menu</h1><img src="/site-assets/img/dish.svg" alt="Salad" srcset="/a.png 2x"></div>';
const entry = (url: string) => ({ url }) as FileEntry;

describe('editor image uploads', () => {
  afterEach(() => dismissToast());

  it('refuses a file that is not an image with the "select an image" error and sends nothing', () => {
    const { store } = harness([page('p1', 'Home', PAGE)]);
    const queue = new FakeQueue();
    expect(uploadImageFor(store, queue, idOf(store, 'img'), [uploadedFile('notes.txt', 10)])).to.equal(IMAGE_ERROR_MESSAGE);
    expect(IMAGE_ERROR_MESSAGE).to.equal('Please select an image.');
    expect(queue.added).to.deep.equal([]);
  });

  it('uploads the image to the public disk under project-assets and sets the src in one undoable step', () => {
    const h = harness([page('p1', 'Home', PAGE)]);
    const { store } = h;
    const queue = new FakeQueue();
    const img = idOf(store, 'img');
    expect(uploadImageFor(store, queue, img, [uploadedFile('photo.jpg', 5000), uploadedFile('second.png', 1)])).to.equal(null);
    expect(queue.added).to.have.length(1);
    const { files, options } = queue.added[0];
    expect(files.map((f) => f.name), 'an <img> has one source: the first file').to.deep.equal(['photo.jpg']);
    expect(options?.metadata).to.deep.include({ disk: 'public', diskPrefix: 'project-assets' });
    expect(options?.restrictions).to.deep.equal({ allowedFileTypes: ['image/*'] });
    expect(store.getState().saveState).to.equal('saved');

    options!.onSuccess!(entry('/storage/project-assets/abc.jpg'), files[0]);
    expect(html(store)).to.include('<img src="/storage/project-assets/abc.jpg" alt="Salad">');
    expect(store.getState().saveState, 'the page is dirty').to.equal('unsaved');
    expect(store.getState().history.labels).to.deep.equal(['Change image']);
    expect(h.mirror.applied.at(-1)!.op).to.deep.include({ type: 'setAttributes', id: img });

    store.undo();
    expect(html(store)).to.include('<img src="/site-assets/img/dish.svg" alt="Salad" srcset="/a.png 2x">');
  });

  it('keeps alt-text typing in its own step, apart from the image change', () => {
    const { store } = harness([page('p1', 'Home', PAGE)]);
    const img = idOf(store, 'img');
    const queue = new FakeQueue();
    uploadImageFor(store, queue, img, [uploadedFile('a.png', 1)]);
    queue.added[0].options!.onSuccess!(entry('/storage/project-assets/a.png'), queue.added[0].files[0]);
    setImageAlt(store, img, 'T');
    setImageAlt(store, img, 'To');
    setImageAlt(store, img, 'Tomato');
    expect(store.getState().history.labels).to.deep.equal(['Change image', 'Change alt text']);
    expect(html(store)).to.include('alt="Tomato"');
  });

  it('says so when the image left the page before its upload finished', () => {
    const { store } = harness([page('p1', 'Home', PAGE)]);
    const img = idOf(store, 'img');
    const queue = new FakeQueue();
    uploadImageFor(store, queue, img, [uploadedFile('a.png', 1)]);
    store.remove(img);
    queue.added[0].options!.onSuccess!(entry('/storage/project-assets/a.png'), queue.added[0].files[0]);
    expect(getCurrentToast()).to.deep.include({ type: 'danger', message: IMAGE_GONE_MESSAGE });
    expect(store.getState().history.labels).to.deep.equal(['Delete Image']);
  });
});

describe('editor settings panel', () => {
  function panel(select: 'img' | 'h1') {
    const h = harness([page('p1', 'Home', PAGE)]);
    h.store.select(idOf(h.store, select));
    const services = { store: h.store } as never;
    return { ...h, view: render(<EditorContext.Provider value={services}><SettingsPanel /></EditorContext.Provider>) };
  }

  it('shows image controls for a selected image: preview, upload button, drop zone, alt text', () => {
    const { view, store } = panel('img');
    expect(view.get('image-preview').props).to.include({ src: '/site-assets/img/dish.svg', alt: 'Salad' });
    expect(view.text(view.get('image-upload'))).to.equal('Upload image');
    expect(view.get('image-upload-input').props.accept).to.equal('image/*');
    expect(view.text(view.get('image-drop-zone'))).to.include('Drop an image here');
    expect(view.get('image-alt').props.value).to.equal('Salad');
    fire(view.get('image-alt'), 'onChange', { currentTarget: { value: 'Green salad' } });
    expect(html(store)).to.include('alt="Green salad"');
    expect(view.get('image-alt').props.value).to.equal('Green salad');
  });

  it('shows the Image error when a non-image is chosen', () => {
    const { view } = panel('img');
    fire(view.get('image-upload-input'), 'onChange', { currentTarget: { files: [new File(['x'], 'notes.txt')], value: '' } });
    expect(view.text(view.get('image-error'))).to.equal('Please select an image.');
  });

  it('shows other elements their own settings, without the image controls', () => {
    const { view } = panel('h1');
    expect(view.query('image-settings')).to.equal(null);
    expect(view.get('setting-heading-type').props.value).to.equal('h1');
  });
});
