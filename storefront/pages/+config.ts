import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // Set by the server for each request (language from cookie or Accept-Language, public configuration).
  passToClient: ['locale', 'publicConfig'],
  title: 'Fabelhaft',
  description: 'Personalised, illustrated children’s books — bilingual if you wish, printed in the EU.',
  favicon: '/favicon.svg',
} satisfies Config;
