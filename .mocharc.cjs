// Test files are TypeScript, compiled on the fly by tsx.
module.exports = {
  'node-option': [
    'import=tsx',
    // Node 20.19 lets mocha `require()` a test file and fall back to `import()` when that fails
    // (top-level await): the suite then loads the sources twice, once per module system, with two
    // copies of every model and module-level store. Without require(esm), mocha imports them all.
    'no-experimental-require-module',
  ],
  timeout: 20000,
  recursive: true,
  exit: true,
  extension: ['ts', 'tsx'],
};
