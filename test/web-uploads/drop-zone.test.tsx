import { expect } from 'chai';
import type { UploadedFile } from '../../common/uploads/file.ts';
import './component-setup.ts';
import { fire, render, settle } from './render.ts';

const { droppedFiles } = await import('../../web/src/features/uploads/dropped-files.ts');
const { UploadDropZone } = await import('../../web/src/features/uploads/upload-drop-zone.tsx');
const { UploadButton } = await import('../../web/src/features/uploads/upload-button.tsx');

// Stand-ins for the browser's FileSystemEntry objects behind DataTransferItem.webkitGetAsEntry().
const file = (name: string, size = 3) => new File(['x'.repeat(size)], name, { lastModified: 1_700_000_000_000 });
function fileEntry(name: string) {
  return { isFile: true, isDirectory: false, name, file: (ok: (f: File) => void) => ok(file(name)) };
}
interface FolderEntry {
  isFile: false;
  isDirectory: true;
  name: string;
  createReader(): { readEntries(ok: (entries: Entry[]) => void): void };
}
type Entry = ReturnType<typeof fileEntry> | FolderEntry;
/** readEntries hands out at most `batch` entries per call, like Chromium's 100. */
function folderEntry(name: string, children: Entry[], batch = 2): FolderEntry {
  return {
    isFile: false,
    isDirectory: true,
    name,
    createReader() {
      let offset = 0;
      return {
        readEntries(ok) {
          const next = children.slice(offset, offset + batch);
          offset += next.length;
          setTimeout(() => ok(next), 0);
        },
      };
    },
  };
}
const item = (entry: Entry) => ({ kind: 'file', webkitGetAsEntry: () => entry, getAsFile: () => null });

const site = folderEntry('site', [
  fileEntry('index.html'),
  folderEntry('img', [fileEntry('a.png'), fileEntry('b.png'), fileEntry('c.png')]),
  fileEntry('style.css'),
]);

describe('dropped files and folders', () => {
  it('walks dropped folders (every readEntries batch) and keeps each file path inside the drop', async () => {
    const files = await droppedFiles({ items: [item(fileEntry('logo.svg')), item(site)] });
    expect(files.map((f) => [f.file.name, f.relativePath])).to.deep.equal([
      ['logo.svg', null],
      ['index.html', 'site/index.html'],
      ['a.png', 'site/img/a.png'],
      ['b.png', 'site/img/b.png'],
      ['c.png', 'site/img/c.png'],
      ['style.css', 'site/style.css'],
    ]);
  });

  it('falls back to the flat file list when the browser offers no entries', async () => {
    const files = await droppedFiles({ items: [{ kind: 'file', getAsFile: () => null }], files: [file('a.txt')] });
    expect(files.map((f) => [f.file.name, f.relativePath])).to.deep.equal([['a.txt', null]]);
  });

  it('ignores dragged text (no file items)', async () => {
    expect(await droppedFiles({ items: [{ kind: 'string', getAsFile: () => null }], files: [] })).to.deep.equal([]);
  });
});

describe('upload drop zone', () => {
  const dragEvent = (extra: Record<string, unknown> = {}) => ({ dataTransfer: { types: ['Files'], dropEffect: 'none', ...extra } });

  it('marks the drop state while files are dragged over it, not for dragged text', () => {
    const view = render(<UploadDropZone onFiles={() => undefined} hint="Drop an image here" data-testid="zone" />);
    const zone = view.get('zone');
    expect(view.text()).to.equal('Drop an image here');
    fire(zone, 'onDragEnter', { dataTransfer: { types: ['text/plain'] } });
    expect(view.get('zone').props['data-dragging']).to.equal(undefined);
    fire(zone, 'onDragEnter', dragEvent());
    expect(view.get('zone').props['data-dragging']).to.equal(true);
    expect(view.text()).to.equal('Release to upload');
    // Crossing into a child and back out of it does not end the drag state.
    fire(zone, 'onDragEnter', dragEvent());
    fire(zone, 'onDragLeave');
    expect(view.get('zone').props['data-dragging']).to.equal(true);
    fire(zone, 'onDragLeave');
    expect(view.get('zone').props['data-dragging']).to.equal(undefined);
  });

  it('turns a dropped folder into queue files with relative paths', async () => {
    const received: UploadedFile[][] = [];
    const view = render(<UploadDropZone onFiles={(files) => received.push(files)} hint="Drop files" data-testid="zone" />);
    fire(view.get('zone'), 'onDragEnter', dragEvent());
    fire(view.get('zone'), 'onDrop', dragEvent({ items: [item(site)] }));
    expect(view.get('zone').props['data-dragging']).to.equal(undefined);
    for (let i = 0; i < 20 && received.length === 0; i++) await settle();
    expect(received).to.have.length(1);
    expect(received[0].map((f) => [f.name, f.relativePath, f.mime])).to.deep.equal([
      ['index.html', 'site/index.html', 'text/html'],
      ['a.png', 'site/img/a.png', 'image/png'],
      ['b.png', 'site/img/b.png', 'image/png'],
      ['c.png', 'site/img/c.png', 'image/png'],
      ['style.css', 'site/style.css', 'text/css'],
    ]);
    await settle();
    expect(view.get('zone').props['aria-busy'], 'done reading').to.equal(undefined);
  });

  it('takes no drop while disabled', () => {
    const received: unknown[] = [];
    const view = render(<UploadDropZone onFiles={(files) => received.push(files)} hint="Drop" disabled data-testid="zone" />);
    fire(view.get('zone'), 'onDragEnter', dragEvent());
    expect(view.get('zone').props['data-dragging']).to.equal(undefined);
    let prevented = false;
    fire(view.get('zone'), 'onDrop', { ...dragEvent({ items: [item(site)] }), preventDefault: () => (prevented = true) });
    expect(prevented, 'the browser keeps its default (nothing uploads)').to.equal(false);
  });
});

describe('upload button', () => {
  it('is a focusable button that opens the hidden picker and hands over the chosen files', () => {
    const received: UploadedFile[][] = [];
    const view = render(
      <UploadButton onFiles={(files) => received.push(files)} accept={['image', 'video']} multiple data-testid="pick">
        Upload image
      </UploadButton>,
    );
    const button = view.get('pick');
    expect(button.type).to.equal('button');
    expect(view.text(button)).to.equal('Upload image');
    const input = view.get('pick-input');
    expect(input.props).to.include({ type: 'file', hidden: true, tabIndex: -1, accept: 'image/*,video/*', multiple: true });

    const target = { files: [file('cat.PNG', 2048)], value: 'C:\\fakepath\\cat.PNG' };
    fire(input, 'onChange', { currentTarget: target });
    expect(target.value, 'cleared so the same file can be picked again').to.equal('');
    expect(received[0].map((f) => [f.name, f.size, f.mime, f.extension])).to.deep.equal([['cat.PNG', 2048, 'image/png', 'png']]);
    fire(input, 'onChange', { currentTarget: { files: [], value: '' } });
    expect(received, 'cancelling the picker adds nothing').to.have.length(1);
  });
});
