/** @jest-config-loader esbuild-register */
import { jestProject } from '../jest.preset';

const base = jestProject(__dirname, 'admin');

// Unit tests (*.unit.spec.ts) and the browser test (e2e/*.e2e.spec.ts) against the stand-in API.
export default {
  ...base,
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
};
