import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
    { ignores: ['src/api/schema.gen.ts', 'dist/**', 'node_modules/**', 'test-results/**', 'e2e/screenshots/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    reactHooks.configs.flat['recommended-latest'],
    {
        languageOptions: {
            ecmaVersion: 2022,
            globals: { ...globals.browser, ...globals.node },
        },
        rules: {
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        },
    },
    {
        // The shop's calls go through the one data layer (src/providers, src/api/client.ts: openapi-fetch
        // typed by schema.gen.ts): no hand fetch and no `.json as` cast of an answer anywhere else.
        files: ['src/**/*.{ts,tsx}'],
        ignores: ['src/providers/**', 'src/api/**', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
        rules: {
            'no-restricted-syntax': [
                'error',
                { selector: "CallExpression[callee.name='fetch']", message: 'Call the shop through src/api/client.ts (typed by schema.gen.ts).' },
                { selector: "CallExpression[callee.property.name='fetch'][callee.object.name=/^(window|globalThis)$/]", message: 'Call the shop through src/api/client.ts.' },
                { selector: "TSAsExpression[expression.type='MemberExpression'][expression.property.name='json']", message: 'Read the answer through src/api/client.ts, typed by schema.gen.ts.' },
                { selector: "TSAsExpression[expression.type='Identifier'][expression.name='json']", message: 'Read the answer through src/api/client.ts, typed by schema.gen.ts.' },
            ],
            'no-restricted-imports': ['error', { patterns: [{ group: ['**/providers/httpClient'], message: 'Call the shop through src/api/client.ts.' }] }],
        },
    },
);
