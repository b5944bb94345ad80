export { loadSample as data } from '../../../src/showcase/load';
