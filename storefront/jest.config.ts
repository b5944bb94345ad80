/** @jest-config-loader esbuild-register */
import { jestProject } from '../jest.preset';

const base = jestProject(__dirname, 'storefront');

// Unit tests of session logic, language choice and route guards (*.spec.ts), components in jsdom (*.spec.tsx).
export default {
  ...base,
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/'],
  moduleNameMapper: { ...base.moduleNameMapper, '\\.css$': '<rootDir>/src/test/style-stub.js' },
};
