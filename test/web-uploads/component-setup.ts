import { register } from 'node:module';
import * as React from 'react';

// Setup for tests that render web components in Node. Import it first, then import the
// components dynamically (static imports would load before this runs):
//  - components import their stylesheet (Vite bundles it); Node cannot load .css, so it loads empty;
//  - tsx applies the root tsconfig (jsx: react-jsx) only to the files it includes, and web/ is
//    excluded there, so web .tsx files compile to classic React.createElement calls.
const hooks = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
(globalThis as unknown as { React: typeof React }).React = React;
