// Runs on the server only (Vike's default for +data): the blog comes from the content service there.
export { loadBlogList as data } from '../../src/blog/load';
