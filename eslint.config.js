import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const RELATIVE_UP = {
  group: ['../../*'],
  message: 'Import through #app/, #server/, #common/ or #tests/ instead.',
};
const NO_SERVER = {
  regex: '^#server/',
  message:
    'Browser and shared code import nothing from server/: use the schemas and types of common/schemas, and the ' +
    'services from the loader context.',
};
const NO_APP = {
  regex: '^#app/',
  message: 'The server imports nothing from app/: shared types live in common/.',
};

const NO_ADMIN = {
  regex: '^#(app|common)/admin/',
  message:
    'Public pages import nothing of the back office (app/admin/, common/admin/): it stays out of their bundle.',
};

export default tseslint.config(
  { ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'test-results/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [RELATIVE_UP] }],
    },
  },
  {
    // The browser's code and the shared rules use the contracts in common/schemas, never the server's own modules,
    // and the server nothing of app/ (decision 032); app/context.ts, the server-side React Router context, alone
    // names the services' type.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/context.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [RELATIVE_UP, NO_SERVER] }] },
  },
  {
    // The folder rule that keeps the panel's code off public pages (vite.config.ts leaves admin/ out of the shell).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/context.ts', 'app/admin/**', 'app/routes/admin/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [RELATIVE_UP, NO_SERVER, NO_ADMIN] }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [RELATIVE_UP, NO_APP] }] },
  },
  {
    // A module small enough to read in one sitting (issue 19): the app's and the server's own code, tests and the
    // demo content aside, stays within 300 lines, counted as `wc -l` counts them.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'server/demo/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['common/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [RELATIVE_UP, NO_SERVER, NO_APP] }] },
  },
);
