import type { Config } from 'vike/types';

// ADR 0044: the landing page is HTML only — no React in the browser; src/islands keeps its controls working.
export default { htmlOnly: true, clientHooks: false } satisfies Config;
