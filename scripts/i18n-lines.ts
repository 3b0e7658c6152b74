import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// The web app's translatable lines are the literal strings it passes to <Trans message="…">,
// trans('…') and transChoice('…', n). English (server/modules/localization/lines/en.json) must
// hold each of them, or the admin's localization editor cannot offer it for translation.
// `npm run i18n:extract` adds the missing ones; test/web/i18n-lines.test.ts fails while any is
// missing.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ENGLISH_FILE = join(ROOT, 'server/modules/localization/lines/en.json');
const SOURCE_DIR = join(ROOT, 'web/src');
// Messages shared with the server, which the web app shows through <Trans message={MESSAGES.x}>.
const SHARED_MESSAGES = join(ROOT, 'common/constants.ts');

/** The functions whose first argument is a line: trans('…') and, for plural forms, transChoice('…', n). */
const TRANSLATING_CALLS = new Set(['trans', 'transChoice']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function literal(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literal(node.expression);
  return null;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function sharedMessages(): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'MESSAGES' && node.initializer) {
      const object = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (ts.isObjectLiteralExpression(object)) {
        for (const property of object.properties) {
          const text = ts.isPropertyAssignment(property) ? literal(property.initializer) : null;
          if (text) found.push(text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(SHARED_MESSAGES));
  return found;
}

function linesOf(file: string): string[] {
  const source = parse(file);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText(source) === 'Trans') {
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute) && attribute.name.getText(source) === 'message') {
          const text = literal(attribute.initializer);
          if (text) found.push(text);
        }
      }
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TRANSLATING_CALLS.has(node.expression.text)) {
      const text = literal(node.arguments[0]);
      if (text) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every literal line of the web app, with the first file that uses it. */
export function webLines(): Map<string, string> {
  const lines = new Map<string, string>();
  for (const line of sharedMessages()) lines.set(line, relative(ROOT, SHARED_MESSAGES));
  for (const file of sourceFiles(SOURCE_DIR)) {
    for (const line of linesOf(file)) if (!lines.has(line)) lines.set(line, relative(ROOT, file));
  }
  return lines;
}

export function englishLines(): Record<string, string> {
  return JSON.parse(readFileSync(ENGLISH_FILE, 'utf8')) as Record<string, string>;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const english = englishLines();
  const missing = [...webLines().keys()].filter((line) => !Object.hasOwn(english, line));
  for (const line of missing) english[line] = line;
  writeFileSync(ENGLISH_FILE, `${JSON.stringify(english, null, 2)}\n`);
  console.log(`${missing.length} line(s) added to ${relative(ROOT, ENGLISH_FILE)}`);
}
