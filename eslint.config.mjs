// Lint for every workspace: the recommended JavaScript and TypeScript rules, React hooks rules for
// the web app, and the web app's boundaries: a feature imports no other feature, components/ and
// lib/ import no feature, and no module imports itself in a circle (tools/eslint/boundaries.mjs). Type checking itself is
// `npm run typecheck`; formatting is Prettier's (`npm run format:check`).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundariesPlugin from './tools/eslint/boundaries.mjs';
import globals from 'globals';

const WEB = './apps/web/src';
const features = fs
  .readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const boundaries = [
  ...features.map((f) => ({
    target: `${WEB}/features/${f}`,
    from: `${WEB}/features`,
    except: [`./${f}`],
    message: 'Features do not import each other: move what both need to components/, lib/ or hooks/, or compose them in app/.',
  })),
  { target: `${WEB}/components`, from: `${WEB}/features`, message: 'components/ imports no feature.' },
  { target: `${WEB}/lib`, from: `${WEB}/features`, message: 'lib/ imports no feature.' },
  { target: `${WEB}/hooks`, from: `${WEB}/features`, message: 'hooks/ imports no feature.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'apps/web/e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Browser tests run code in the page through evaluate().
    files: ['apps/web/e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries: boundariesPlugin },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'boundaries/zones': ['error', { zones: boundaries }],
      'boundaries/no-cycle': ['error', { root: WEB }],
    },
  },
);
