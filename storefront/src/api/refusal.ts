import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../i18n/page-texts';
import refusalTexts from '../i18n/texts/refusals';
import { ApiError } from './client';

/**
 * issue #25 (ADR 0042): how a screen words a failed BFF call — the storefront's own words for the refusal's
 * `code` in the site's language (src/i18n/texts/refusals.ts), else the server's detail (spec §8), else the
 * screen's `fallback`.
 */
export function useRefusalText(): (error: unknown, fallback: string) => string {
  usePageTexts('refusals', refusalTexts);
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallback: string) => {
      if (!(error instanceof ApiError)) return fallback;
      const key = error.code ? `refusals.${error.code}` : undefined;
      if (key && i18n.exists(key)) return t(key);
      return error.detail?.trim() || fallback;
    },
    [t, i18n],
  );
}
