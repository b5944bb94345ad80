import type { PageContext } from 'vike/types';
import { currentBrowserLanguage } from '../src/i18n/LanguageProvider';

/**
 * `<html lang>` follows the active language (spec §1), rendered on the server; in the browser the language
 * the visitor chose since wins over the one the page was first served in.
 */
export default function lang(pageContext: PageContext): string {
  return (typeof window !== 'undefined' && currentBrowserLanguage()) || pageContext.locale || 'de';
}
