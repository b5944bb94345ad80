import type { PublicConfig } from '../server/config';
import type { UiLanguage } from '../src/i18n/language';

declare global {
  namespace Vike {
    interface PageContext {
      locale: UiLanguage;
      publicConfig: PublicConfig;
    }
  }
}

export {};
