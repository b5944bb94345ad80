export { loadBlogPost as data } from '../../../src/blog/load';
