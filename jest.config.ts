/** @jest-config-loader esbuild-register */
// One jest run over every project; each project's jest.config.ts names its own tests.
// The global setup makes sure Postgres and NATS are reachable (the running ones, else embedded/local).
import type { Config } from 'jest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const roots = ['libs', 'services', 'deploy'];
const projects = [
  ...roots.flatMap((root) =>
    existsSync(join(__dirname, root))
      ? readdirSync(join(__dirname, root)).map((name) => `${root}/${name}`)
      : [],
  ),
  'bff',
  'storefront',
  'admin',
  'bench',
]
  .filter((dir) => existsSync(join(__dirname, dir, 'jest.config.ts')))
  .map((dir) => `<rootDir>/${dir}/jest.config.ts`);

const config: Config = {
  projects,
  globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
  maxWorkers: 2,
  // Integration and browser tests wait on real servers; a slow step on two busy cores is not a failure.
  testTimeout: 30_000,
};

export default config;
