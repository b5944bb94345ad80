// Shared jest settings for every project: swc transforms TypeScript with Nest's decorator metadata
// (ts-jest does not work with Nest 12, see STACK.md) and maps @fabelhaft/* to the libs' sources.
const path = require('node:path');

/** @param {boolean} tsx */
function swcOptions(tsx) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  };
}

/**
 * @param {string} projectDir
 * @param {string} displayName
 * @param {Record<string, unknown>} [overrides] e.g. a jsdom environment for UI projects
 */
function jestProject(projectDir, displayName, overrides = {}) {
  return {
    displayName,
    rootDir: projectDir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.tsx$': ['@swc/jest', swcOptions(true)],
      '^.+\\.(t|j|mj)s$': ['@swc/jest', swcOptions(false)],
    },
    // Nest 12, the NATS client, jose (under jwks-rsa) and intl-messageformat ship ES modules; swc turns them into CommonJS for jest.
    transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@nats-io|uuid|jose|intl-messageformat|@formatjs)/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
    moduleNameMapper: {
      // Deploy tools used by tests as stand-ins (the local hosted checkout speaks the Stripe API).
      '^@fabelhaft/local-checkout$': path.join(__dirname, 'deploy/checkout/src/index.ts'),
      // ...and the local identity speaks Cognito's public API (the BFF's account deletion adapter).
      '^@fabelhaft/local-identity$': path.join(__dirname, 'deploy/identity/src/index.ts'),
      '^@fabelhaft/([a-z-]+)$': path.join(__dirname, 'libs/$1/src/index.ts'),
      // A lib's second entry (`@fabelhaft/contracts/constants`): its file of the same name.
      '^@fabelhaft/([a-z-]+)/([a-z-]+)$': path.join(__dirname, 'libs/$1/src/$2.ts'),
    },
    setupFiles: ['reflect-metadata'],
    ...overrides,
  };
}

module.exports = { jestProject };
