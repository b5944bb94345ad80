import type { PublicConfig } from '../server/config';
import type { BlogReader } from '../src/blog/blog-model';
import type { ShowcaseReader } from '../src/showcase/showcase-model';
import type { UiLanguage } from '../src/i18n/language';
import type { Access } from '../src/navigation/access';

declare global {
  namespace Vike {
    /** issue #25 (ADR 0042): the per-page access setting, declared in pages/+config.ts (`meta`). */
    interface Config {
      access?: Access;
      /** ADR 0044: rendered on the server only, no hydration; the island script keeps the page's few controls working. */
      htmlOnly?: boolean;
    }
    interface ConfigResolved {
      access?: Access;
    }
    interface PageContext {
      locale: UiLanguage;
      publicConfig: PublicConfig;
      /** issue #26: the server's blog reader (server only). */
      blog?: BlogReader;
      /** issue #26: the showcase's sample books as made so far (server only). */
      showcase?: ShowcaseReader;
      /** The storefront's public address (canonical links, Open Graph). */
      siteUrl?: string;
      /** The visitor's address (server only): passed on where the BFF limits by address (the listen page). */
      clientAddress?: string;
    }
  }
}

export {};
