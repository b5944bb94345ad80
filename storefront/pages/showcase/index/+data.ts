export { loadShowcase as data } from '../../../src/showcase/load';
