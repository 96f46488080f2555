import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const NO_HAND_CALLS = [
    { selector: "CallExpression[callee.name='fetch']", message: 'Call the shop through src/api/client.ts (typed by schema.gen.ts).' },
    { selector: "CallExpression[callee.property.name='fetch'][callee.object.name=/^(window|globalThis)$/]", message: 'Call the shop through src/api/client.ts.' },
    { selector: "TSAsExpression[expression.type='MemberExpression'][expression.property.name='json']", message: 'Read the answer through src/api/client.ts, typed by schema.gen.ts.' },
    { selector: "TSAsExpression[expression.type='Identifier'][expression.name='json']", message: 'Read the answer through src/api/client.ts, typed by schema.gen.ts.' },
];

const ONE_CLIENT = [
    { name: 'openapi-fetch', message: 'Use the one client: src/api/client.ts.' },
    { name: 'ra-data-simple-rest', message: 'react-admin reaches the shop through providers/dataProvider.ts.' },
];

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
        // One request path (src/api/client.ts: openapi-fetch typed by schema.gen.ts, and
        // ra-data-simple-rest's httpClient, sharing CSRF and errors): no hand fetch, no `.json as`
        // cast of an answer and no second client anywhere else. The layers: src/layers.test.ts.
        files: ['src/**/*.{ts,tsx}'],
        ignores: ['src/api/client.ts', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
        rules: {
            'no-restricted-syntax': ['error', ...NO_HAND_CALLS],
            'no-restricted-imports': ['error', { paths: ONE_CLIENT }],
        },
    },
    {
        files: ['src/providers/dataProvider.ts'],
        rules: { 'no-restricted-imports': ['error', { paths: ONE_CLIENT.filter(p => p.name !== 'ra-data-simple-rest') }] },
    },
    {
        // The data layer (the client's users: providers, each resource's api.ts) casts nothing:
        // a call's types are the schema's.
        files: ['src/api/**/*.ts', 'src/providers/**/*.{ts,tsx}', 'src/*/api.ts'],
        ignores: ['src/api/client.ts', 'src/api/schema.gen.ts', 'src/**/*.test.{ts,tsx}'],
        rules: {
            'no-restricted-syntax': [
                'error',
                ...NO_HAND_CALLS,
                { selector: "TSAsExpression:not([typeAnnotation.typeName.name='const'])", message: 'No cast in the data layer: type the call by schema.gen.ts.' },
            ],
        },
    },
);
