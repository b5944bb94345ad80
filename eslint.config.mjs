import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.local/**', '.nx/**', 'coverage/**', '.test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Lets consistent-type-imports see that constructor parameter types feed Nest's DI metadata.
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
    },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/jest.config.ts', 'jest.config.ts'],
    rules: {
      // Services meet only through libs (contracts, messaging, ...): never import another service or app.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:bff', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:lib', 'type:tool'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
          ],
        },
      ],
    },
  },
  {
    // Domain code is pure: decide/evolve with no framework, database, broker, clock or randomness.
    files: ['**/src/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@nestjs/*'], message: 'The domain folder imports no Nest.' },
            { group: ['pg', 'pg-*', 'typeorm'], message: 'The domain folder imports no database driver.' },
            { group: ['@nats-io/*', 'nats'], message: 'The domain folder imports no NATS.' },
            {
              group: ['@fabelhaft/eventsourcing', '@fabelhaft/messaging', '@fabelhaft/service-kit'],
              message: 'The domain folder imports no infrastructure lib.',
              // Types only (a catalog typed by EventCatalogFor, a Decider): nothing of the lib runs in the domain.
              allowTypeImports: true,
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass randomness in; domain code is deterministic.' },
        { object: 'Date', property: 'now', message: 'Pass the time in; domain code reads no clock.' },
      ],
    },
  },
  {
    files: ['storefront/**/*.tsx', 'storefront/**/*.ts', 'admin/**/*.tsx', 'admin/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
