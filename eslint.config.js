// Lint: typescript-eslint's recommended rules, React hooks for the web app, and the layer boundaries
// docs/architecture.md describes, as import restrictions so a wrong dependency fails `npm test`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layer = (message, ...patterns) => ({ group: patterns, message });

const noServer = layer('Only the server imports server code.', '**/server/**', '**/migrations/**');
const noWeb = layer('Only the web app imports web code.', '**/web/**');
const noCli = layer('Only the CLI imports CLI code.', '**/cli/**');
const noHttp = layer('Services know no HTTP: take an AppContext (server/context.ts) and throw errors from server/errors.ts.', '**/http/**', '@hapi/boom', '@hapi/hapi');
const noModules = layer('The data layer depends on no module: modules hand their models to it.', '**/modules/**');

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'storage/**', 'test/.artifacts/**', 'web/dist/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  { files: ['common/**'], rules: restrict(noServer, noWeb, noCli) },
  { files: ['server/**'], rules: restrict(noWeb, noCli) },
  {
    files: ['server/modules/**', 'server/mail/**', 'server/storage/**', 'server/security/**', 'server/db/**', 'server/cache/**'],
    ignores: ['server/modules/**/routes.ts', 'server/modules/**/*-routes.ts', 'server/modules/routes.ts'],
    rules: restrict(noWeb, noCli, noHttp),
  },
  { files: ['server/db/**'], rules: restrict(noWeb, noCli, noHttp, noModules) },
  { files: ['config/**'], rules: restrict(noServer, noWeb, noCli) },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error', ...restrict(noServer, noCli) },
  },
  { files: ['cli/**'], rules: restrict(noWeb) },
);
