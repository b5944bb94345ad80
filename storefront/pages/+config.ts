import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // Set by the server for each request (language from cookie or Accept-Language, public configuration).
  passToClient: ['locale', 'publicConfig'],
  title: 'Fabelhaft',
  description: 'Personalised, illustrated children’s books — bilingual if you wish, printed in the EU.',
  favicon: '/favicon.svg',
  meta: {
    // ADR 0044: a page that needs no React in the browser sets `htmlOnly: true` (with `clientHooks: false`):
    // the server renders it as before, the browser gets only the small island script (src/islands).
    htmlOnly: { env: { server: true, client: true } },
    /**
     * issue #25 (ADR 0042): who may open a page (spec §2) — set beside the page in its own `+config.ts`
     * (`access: 'signed-in'`), read by pages/+guard.client.ts before the page loads and by the layout while it
     * shows. Pages that set nothing are public.
     */
    access: { env: { server: true, client: true } },
  },
  access: 'public',
} satisfies Config;
