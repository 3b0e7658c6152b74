import { strToU8, zipSync } from 'fflate';
import type { ImportFile } from './content-api.ts';

// Markdown files in and out of a collection: the picked files are read as text for the import
// call, and an export arrives as a list of files that the browser saves (one file as it is, several
// as one zip, so the owner is not asked about each download).

const MARKDOWN = /\.(md|markdown)$/i;

export function isMarkdownFile(name: string): boolean {
  return MARKDOWN.test(name);
}

export async function readMarkdownFiles(files: readonly File[]): Promise<ImportFile[]> {
  return Promise.all(files.filter((file) => isMarkdownFile(file.name)).map(async (file) => ({ name: file.name, content: await file.text() })));
}

/** The name and bytes the browser saves for an export. */
export function exportArchive(collection: string, files: readonly ImportFile[]): { name: string; blob: Blob } {
  if (files.length === 1) return { name: files[0].name, blob: new Blob([files[0].content], { type: 'text/markdown;charset=utf-8' }) };
  const entries = Object.fromEntries(files.map((file) => [file.name, strToU8(file.content)]));
  return { name: `${collection}-markdown.zip`, blob: new Blob([zipSync(entries)], { type: 'application/zip' }) };
}

export function saveFile({ name, blob }: { name: string; blob: Blob }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once the click returns; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
