import type { Config } from 'vike/types';

// ADR 0044: the showcase list is HTML only (its books, /showcase/@sample, hydrate) — no React in the browser; src/islands keeps its controls working.
export default { htmlOnly: true, clientHooks: false } satisfies Config;
