/** The abort reason the error page shows the blog's error state for (spec §8, issue #26). */
export const BLOG_UNAVAILABLE = 'blog-unavailable';
