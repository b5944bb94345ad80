export { loadListen as data } from '../../../src/listen/load-listen';
