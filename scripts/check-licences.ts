import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import parseSpdx from 'spdx-expression-parse';

// Sitewright is MIT and installed by people who build their own sites with it: every package that
// ships with it (the production dependency tree of package-lock.json, transitive ones included)
// must carry a licence that asks no more than attribution. `npm run licences` (part of `npm run
// lint`, so of `npm test`) lists every package that does not.

/**
 * Permissive licences, narrowly: attribution at most, no copyleft, no field-of-use clause.
 * Left out on purpose: Unlicense and WTFPL (public-domain wording some jurisdictions do not
 * honour), CC-BY-* (content licences, not written for code), Python-2.0 (not needed by any
 * package). A package under one of those, or under anything else, needs an exception below.
 */
const ALLOWED = new Set(['MIT', 'MIT-0', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', '0BSD', 'BlueOak-1.0.0', 'CC0-1.0', 'Zlib']);

interface Exception {
  /** The licence the package declared when it was reviewed: a change of licence needs a new review. */
  licence: string | null;
  reason: string;
}

/** Reviewed packages outside the allow-list, by name; a name ending in "/" covers a scope. */
const EXCEPTIONS: Record<string, Exception> = {
  '@fontsource/': {
    licence: 'OFL-1.1',
    reason: 'the fonts offered to sites; the SIL Open Font License allows bundling and serving a font unchanged with any software',
  },
  'web-push': {
    licence: 'MPL-2.0',
    reason: "MPL-2.0's copyleft covers changes to its own files only, and Sitewright uses the package unmodified",
  },
  'exif-parser': {
    licence: null,
    reason: 'declares no licence field; its LICENSE.md is the MIT licence',
  },
  'combine-errors': {
    licence: null,
    reason: 'declares no licence field; its Readme.md says MIT',
  },
};

type SpdxNode = ReturnType<typeof parseSpdx>;

function satisfied(node: SpdxNode): boolean {
  if ('conjunction' in node) {
    return node.conjunction === 'or' ? satisfied(node.left) || satisfied(node.right) : satisfied(node.left) && satisfied(node.right);
  }
  // "+" (or a later version) and "WITH <exception>" only ever add permissions to the licence named.
  return ALLOWED.has(node.license);
}

/**
 * Whether an SPDX licence expression lets Sitewright ship the package: "(MIT OR GPL-3.0)" when any
 * alternative is allowed, "MIT AND Zlib" when all parts are. A missing or unparseable licence is
 * refused: nobody has said what the terms are.
 */
export function licenceAllowed(expression: string | null | undefined): boolean {
  if (!expression) return false;
  try {
    return satisfied(parseSpdx(expression));
  } catch {
    return false;
  }
}

interface LockPackage {
  name?: string;
  license?: string;
  dev?: boolean;
  devOptional?: boolean;
}

export interface Lockfile {
  packages: Record<string, LockPackage>;
}

export interface Refusal {
  name: string;
  path: string;
  licence: string | null;
}

/** The licence a package's own package.json declares, also in the old `license: {type}` and `licenses: [...]` forms. */
function manifestLicence(manifest: { license?: unknown; licenses?: unknown }): string | null {
  const typeOf = (value: unknown) => (typeof value === 'string' ? value : ((value as { type?: string } | null)?.type ?? null));
  if (manifest.license) return typeOf(manifest.license);
  if (Array.isArray(manifest.licenses)) {
    const types = manifest.licenses.map(typeOf).filter((type): type is string => Boolean(type));
    return types.length ? `(${types.join(' OR ')})` : null;
  }
  return null;
}

function exceptionFor(name: string): Exception | undefined {
  return EXCEPTIONS[name] ?? Object.entries(EXCEPTIONS).find(([key]) => key.endsWith('/') && name.startsWith(key))?.[1];
}

/**
 * Every production package (npm marks the others `dev` or `devOptional`) whose licence is not
 * allowed and not an exception reviewed for that licence. The lockfile carries most licences;
 * `readLicence` is asked for the others (the installed package.json).
 */
export function refusedPackages(lock: Lockfile, readLicence: (path: string) => string | null): Refusal[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    if (path === '' || entry.dev || entry.devOptional) return [];
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const licence = entry.license ?? readLicence(path);
    if (licenceAllowed(licence)) return [];
    const exception = exceptionFor(name);
    if (exception && exception.licence === licence) return [];
    return [{ name, path, licence }];
  });
}

function installedLicence(root: string, path: string): string | null {
  const file = join(root, path, 'package.json');
  return existsSync(file) ? manifestLicence(JSON.parse(readFileSync(file, 'utf8'))) : null;
}

/** The refused packages of the project at `root`, from its package-lock.json and node_modules. */
export function refusedInProject(root: string): Refusal[] {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile;
  return refusedPackages(lock, (path) => installedLicence(root, path));
}

function main(): void {
  const refused = refusedInProject(fileURLToPath(new URL('..', import.meta.url)));
  if (refused.length === 0) return;
  console.error('Production dependencies whose licence is not allowed (scripts/check-licences.ts):');
  for (const { name, path, licence } of refused) console.error(`  ${name} (${path}): ${licence ?? 'no licence declared'}`);
  process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
