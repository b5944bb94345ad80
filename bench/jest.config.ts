/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// The benches are scripts; only the fidelity corpus's format is tested here (issue #21). Unlike the libs'
// configs this file is inside the whole-repo typecheck (`bench/**/*.ts`), so the untyped preset gets its type.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { jestProject } = require('../jest.preset') as {
  jestProject: (projectDir: string, displayName: string) => Config;
};

export default jestProject(__dirname, 'bench');
