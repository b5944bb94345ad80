import { checkoutLocale } from '../orders/orders.controller';

/** The storefront's language cookie (ADR 0005). */
export const LANGUAGE_COOKIE = 'fabelhaft_lang';

/**
 * The customer's site language: the storefront's `fabelhaft_lang` cookie when the request carries it, else the
 * language it sends as Accept-Language (as for checkout refusals), else German (spec §1 default).
 */
export function siteLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): 'de' | 'en' {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === LANGUAGE_COOKIE && (value === 'de' || value === 'en')) return value;
  }
  return checkoutLocale(acceptLanguage);
}
