import { expect } from 'chai';
import {
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  FOLDERS_TOO_DEEP_MESSAGE,
  INVALID_PATH_MESSAGE,
  MAX_RELATIVE_PATH_LENGTH,
  MAX_UPLOAD_FOLDER_DEPTH,
  RELATIVE_PATH_TOO_LONG_MESSAGE,
} from '../../common/uploads/constants.ts';
import { isIgnoredFile, relativePathFolders, relativePathViolation, safeFileName, safeRelativePath } from '../../common/uploads/file-names.ts';
import { formatBytes } from '../../common/uploads/format-bytes.ts';
import { fileExtension, guessMime } from '../../common/uploads/mime.ts';
import { restrictionViolation } from '../../common/uploads/restrictions.ts';
import { UploadedFile } from '../../common/uploads/file.ts';

describe('upload names, types, sizes and restrictions (common/uploads)', () => {
  it('formats sizes in 1024-based units from B to YB', () => {
    expect(formatBytes(0)).to.equal('0 B');
    expect(formatBytes(1023)).to.equal('1023 B');
    expect(formatBytes(1024)).to.equal('1 KB');
    expect(formatBytes(2 * 1024 ** 2)).to.equal('2 MB');
    expect(formatBytes(1.5 * 1024 ** 3)).to.equal('1.5 GB');
    expect(formatBytes(1024 ** 4)).to.equal('1 TB');
    expect(formatBytes(1024 ** 5)).to.equal('1 PB');
    expect(formatBytes(1024 ** 6)).to.equal('1 EB');
    expect(formatBytes(1024 ** 7)).to.equal('1 ZB');
    expect(formatBytes(1024 ** 8)).to.equal('1 YB');
    expect(formatBytes(3 * 1024 ** 9), 'YB is the largest unit').to.equal('3072 YB');
    expect(formatBytes(1536, 2)).to.equal('1.5 KB');
  });

  it('guesses the mime from the extension, octet-stream otherwise', () => {
    const cases: Record<string, string> = {
      md: 'text/markdown', markdown: 'text/markdown', mp4: 'video/mp4', mp3: 'audio/mpeg', svg: 'image/svg+xml',
      jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', yaml: 'text/yaml', yml: 'text/yaml', JPG: 'image/jpeg',
    };
    for (const [ext, mime] of Object.entries(cases)) expect(guessMime(ext), ext).to.equal(mime);
    expect(guessMime('exe')).to.equal('application/octet-stream');
    expect(fileExtension('Photo.JPG')).to.equal('jpg');
    expect(fileExtension('README')).to.equal('bin');
    expect(fileExtension('.env')).to.equal('bin');
    const file = new UploadedFile({ name: 'notes.md', native: new Blob(['# hi']) });
    expect([file.extension, file.mime, file.size]).to.deep.equal(['md', 'text/markdown', 4]);
  });

  it('refuses unsafe names and paths and ignores .DS_Store', () => {
    expect(safeFileName('report 2024.pdf')).to.equal('report 2024.pdf');
    for (const bad of ['', '.', '..', 'a/b', 'a\\b', 'nul\u0000.txt', 'bell\u0007', 'x'.repeat(256), 'é'.repeat(128)]) {
      expect(safeFileName(bad), JSON.stringify(bad)).to.equal(null);
    }
    expect(safeRelativePath('site/img/a.png')).to.equal('site/img/a.png');
    for (const bad of ['/etc/passwd', '../up.txt', 'site/../../x', 'site//a', 'site/a\u0000']) {
      expect(safeRelativePath(bad), bad).to.equal(null);
    }
    expect(isIgnoredFile('.DS_Store')).to.equal(true);
    expect(isIgnoredFile('site/.DS_Store')).to.equal(true);
    expect(isIgnoredFile('DS_Store.txt')).to.equal(false);
  });

  it('caps a relative path at MAX_UPLOAD_FOLDER_DEPTH folders and MAX_RELATIVE_PATH_LENGTH characters', () => {
    const folders = (count: number) => Array.from({ length: count }, (_, i) => `f${i}`).join('/');
    expect(relativePathFolders('a/b/c.txt')).to.deep.equal(['a', 'b']);
    expect(relativePathFolders('c.txt')).to.deep.equal([]);
    expect(relativePathViolation(null)).to.equal(null);
    expect(relativePathViolation('')).to.equal(null);
    expect(relativePathViolation(`${folders(MAX_UPLOAD_FOLDER_DEPTH)}/a.txt`)).to.equal(null);
    expect(relativePathViolation(`${folders(MAX_UPLOAD_FOLDER_DEPTH + 1)}/a.txt`)).to.equal(FOLDERS_TOO_DEEP_MESSAGE);
    const fiveFolders = `${'x'.repeat(200)}/`.repeat(5);
    const longest = `${fiveFolders}${'a'.repeat(MAX_RELATIVE_PATH_LENGTH - fiveFolders.length)}`;
    expect(relativePathViolation(longest)).to.equal(null);
    expect(relativePathViolation(`${longest}a`)).to.equal(RELATIVE_PATH_TOO_LONG_MESSAGE);
    expect(relativePathViolation(Array.from({ length: 100_000 }, () => 'd').join('/'))).to.equal(RELATIVE_PATH_TOO_LONG_MESSAGE);
    expect(relativePathViolation('../a.txt')).to.equal(INVALID_PATH_MESSAGE);
  });

  it('returns the user-facing messages for size and type restrictions', () => {
    const file = { name: 'big.exe', size: 3 * 1024 * 1024, mime: 'application/octet-stream', extension: 'exe' };
    expect(restrictionViolation(file, { maxFileSize: 2 * 1024 * 1024 })).to.equal('big.exe exceeds maximum allowed size of 2 MB');
    expect(restrictionViolation(file, { blockedFileTypes: ['.EXE'] })).to.equal(FILE_TYPE_NOT_ALLOWED_MESSAGE);
    expect(restrictionViolation(file, { allowedFileTypes: ['image/*'] })).to.equal(FILE_TYPE_NOT_ALLOWED_MESSAGE);
    const png = { name: 'a.png', size: 10, mime: 'image/png', extension: 'png' };
    expect(restrictionViolation(png, { allowedFileTypes: ['image/*'], blockedFileTypes: ['exe'] })).to.equal(null);
    expect(restrictionViolation(png, { allowedFileTypes: ['image/png'] })).to.equal(null);
    expect(restrictionViolation(png, { blockedFileTypes: ['image/*'] })).to.equal(FILE_TYPE_NOT_ALLOWED_MESSAGE);
    expect(restrictionViolation(png, {})).to.equal(null);
  });
});
