// ESLint 9 flat config: `npm run lint` (`eslint .`), `npm run lint -- --fix`.
// Type-aware through the project's tsconfig.json; Prettier owns the layout,
// so eslint-config-prettier comes last and switches off every style rule.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Generated output: the same folders as .prettierignore.
    ignores: [
      'build/',
      'build-base/',
      'dist/',
      'dist-*/',
      '.contentlayer/',
      '.cache/',
      '.build-cache/',
      '.content-cache/',
      '.dev*/',
      '.schemas/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // One import statement per module (`import { a, type B } from 'x'`).
      'no-duplicate-imports': 'error',
      // `{ node: _node, ...rest }` drops a prop before spreading the rest onto an element.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    // Plain JavaScript files (the Remix config, the static server) carry no types to check against.
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A code block scrolls sideways, so it takes focus for the arrow keys (WCAG 2.1.1, axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      // Inside app/: `./` for the file's own folder, `~/` for the rest of app/, `../` only to leave app/.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(?!\\.\\./|content-schema/|scripts/|locales/|package\\.json$)',
              message: 'Import another folder of app/ through `~/` (e.g. `~/lib/routes`).',
            },
          ],
        },
      ],
    },
  },
  {
    // Settings are resolved once (content-schema/shared/settings.ts) and passed down: no other
    // module reads a path or a switch from the environment. NODE_ENV is React's and Remix's own
    // mode, replaced at compile time in the app.
    files: ['app/**/*.{ts,tsx}', 'content-schema/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['content-schema/shared/settings.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.object.name='process'][object.property.name='env'][property.name!='NODE_ENV']",
          message: 'Read settings from content-schema/shared/settings.ts (resolveSettings, siteSettings).',
        },
        {
          selector: ":not(MemberExpression) > MemberExpression[object.name='process'][property.name='env']",
          message:
            'Pass an environment with childEnv(settings) or envWith(…) from content-schema/shared/settings.ts.',
        },
      ],
    },
  },
  {
    files: ['app/routes/**'],
    rules: {
      // Remix loaders throw responses (a redirect, a 404 with its data) to end the request.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@remix-run/server-runtime', name: 'TypedResponse' },
            { from: 'package', package: '@remix-run/router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  // The app runs in both the browser and Node (prerender); everything else runs in Node,
  // and the end-to-end tests also pass functions into the page.
  { files: ['app/**'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  { files: ['scripts/**', 'content-schema/**', '*.{js,ts}'], languageOptions: { globals: globals.node } },
  { files: ['tests/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  prettier,
);
