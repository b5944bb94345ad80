/** @jest-config-loader esbuild-register */
import { jestProject } from '../../jest.preset';

export default jestProject(__dirname, 'blog');
