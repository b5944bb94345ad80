import type { Config } from 'vike/types';

// ADR 0044: the legal page is HTML only — no React in the browser; src/islands keeps its controls (the header,
// the cookie banner and the cookie settings) working.
export default { htmlOnly: true, clientHooks: false } satisfies Config;
