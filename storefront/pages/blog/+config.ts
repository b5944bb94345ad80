import type { Config } from 'vike/types';

// ADR 0044 (issue #25): the blog is HTML only — no React in the browser; src/islands keeps its controls (the
// header's menu and language choice, the cookie banner, the "Questions?" button) working. A language choice
// loads the page again: the list in that language, or the post's version in it (its `hreflang` alternate).
export default { htmlOnly: true, clientHooks: false } satisfies Config;
