// Lint rules: typed TypeScript, React hooks, and the import zones that keep features
// apart (shared -> features -> app; a feature never imports another feature).
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const studioFeatures = ['setup', 'sign-in', 'home', 'account', 'accounts', 'audit', 'pages'];

const features = [
  'home',
  'about',
  'blog',
  'media',
  'portfolio',
  'careers',
  'forms',
  'pages',
  'services',
];

export default tseslint.config(
  { ignores: ['dist', 'build', 'data', 'reports', '.lighthouseci', 'node_modules', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are read with TypeScript's parser when the rules follow imports
      // (without it import-x cannot read them, and a cycle goes unseen).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // The path aliases are read from the tsconfig files, as the compiler reads them.
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: fileURLToPath(new URL('tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; share through src/shared.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app.',
            },
            {
              target: './src/shared',
              from: ['./src/features', './src/app'],
              message: 'Shared code does not import features or the app.',
            },
            {
              target: './src',
              from: './studio',
              message: "The visitors' site never carries the editors' studio.",
            },
          ],
        },
      ],
    },
  },
  {
    // The studio: its own app with its own aliases (studio/tsconfig.json), the same zones.
    files: ['studio/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: {
            configFile: fileURLToPath(new URL('studio/tsconfig.json', import.meta.url)),
          },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...studioFeatures.map((feature) => ({
              target: `./studio/src/features/${feature}`,
              from: './studio/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; share through studio/src/shared.',
            })),
            {
              target: './studio/src/features',
              from: './studio/src/app',
              message: 'Features do not import the app.',
            },
            {
              target: './studio/src/shared',
              from: ['./studio/src/features', './studio/src/app'],
              message: 'Shared code does not import features or the app.',
            },
            {
              target: './studio',
              from: './src',
              message: "The studio is its own app: it imports the contract, never the site's code.",
            },
          ],
        },
      ],
    },
  },
);
