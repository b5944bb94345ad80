// Shared jest settings for every project: swc transforms TypeScript with Nest's decorator metadata
// (ts-jest does not work with Nest 12, see STACK.md) and maps @fabelhaft/* to the libs' sources.
const path = require('node:path');

/** @param {string} projectDir @param {string} displayName */
function jestProject(projectDir, displayName) {
  return {
    displayName,
    rootDir: projectDir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Nest 12, the NATS client and jose (under jwks-rsa) ship ES modules; swc turns them into CommonJS for jest.
    transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@nats-io|uuid|jose)/)'],
    moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
    moduleNameMapper: {
      '^@fabelhaft/([a-z-]+)$': path.join(__dirname, 'libs/$1/src/index.ts'),
    },
    setupFiles: ['reflect-metadata'],
  };
}

module.exports = { jestProject };
