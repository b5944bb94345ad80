/** @jest-config-loader esbuild-register */
import { jestProject } from '../jest.preset';

const base = jestProject(__dirname, 'storefront');

// Unit tests (*.unit.spec.ts, components in jsdom: *.unit.spec.tsx) and browser tests (e2e/*.e2e.spec.ts).
export default {
  ...base,
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
  moduleNameMapper: { ...base.moduleNameMapper, '\\.css$': '<rootDir>/src/test/style-stub.js' },
};
