import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', 'drizzle', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/core/**/*.ts'],
    // Tests and the answer-key checks the template tests share may use the test tools.
    ignores: ['src/core/**/*.test.ts', 'src/core/questions/templates/answer-key-checks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // An allow-list: core imports only core (relative paths or #core/*), never a package,
            // so no I/O, framework, typesetting or job engine can slip in.
            {
              regex: '^(?!\\.{1,2}/|#core/)',
              message: 'src/core is pure: it imports only core (relative paths or #core/*), no package.',
            },
            {
              group: ['#server/*', '#client/*', '**/server/**', '**/client/**'],
              message: 'core must not depend on server or client.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass time in as an argument.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Pass randomness in (createRng).',
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'core never reads the environment.',
        },
        {
          // map passes the index as the second argument, maxFractionDigits (issue 25: 4870 shown as 487).
          selector:
            'CallExpression[callee.property.name=/^(map|flatMap|forEach)$/] > Identifier.arguments[name=/^(formatNumber|texNumber|pl|qty)$/]',
          message: 'Wrap the formatter: .map((x) => texNumber(x)) — map would pass the index as its second argument.',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#client/*', '**/client/**'], message: 'server never imports client code.' }] },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', '**/server/**'],
              allowTypeImports: true,
              message: 'client imports only types from the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/core/**/*.ts'],
    ignores: ['src/server/config.ts', '**/*.test.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/config.ts.' },
      ],
    },
  },
);
