/**
 * Mime types guessed from the extension. Browsers and the CLI
 * report mimes inconsistently (or not at all), so the client names the type from the extension and
 * the server checks restrictions against the same answer.
 */
const MIME_BY_EXTENSION: Record<string, string> = {
  md: 'text/markdown',
  markdown: 'text/markdown',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  yaml: 'text/yaml',
  yml: 'text/yaml',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
};

export const DEFAULT_MIME = 'application/octet-stream';
export const DEFAULT_EXTENSION = 'bin';

export const ACCEPTED_FILE_GROUPS = {
  image: 'image/*',
  audio: 'audio/*',
  text: 'text/*',
  json: 'application/json',
  video: 'video/*',
} as const;

export function guessMime(extension: string): string {
  return MIME_BY_EXTENSION[extension.replace(/^\./, '').toLowerCase()] ?? DEFAULT_MIME;
}

/** Lower-case extension without the dot; `bin` when the name has none ("README", ".env"). */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return DEFAULT_EXTENSION;
  return base.slice(dot + 1).toLowerCase();
}
