/** spec §1: German and English are selectable; the app starts in the browser language, else German. */
export const UI_LANGUAGES = ['de', 'en'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'de';
/** Listed as coming soon and not selectable (spec §1). */
export const COMING_SOON_LANGUAGES = ['fr', 'es', 'it', 'nl', 'pl'] as const;
/** The persisted choice: a cookie (so the server renders the right language) mirrored in local storage. */
export const LANGUAGE_COOKIE = 'fabelhaft_lang';
export const LANGUAGE_STORAGE_KEY = 'fabelhaft.language';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** `de-AT` → `de`; anything that is not a UI language → undefined. */
export function toUiLanguage(tag: string | null | undefined): UiLanguage | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isUiLanguage(primary) ? primary : undefined;
}

/** The most preferred tag of an Accept-Language header (highest q, first on ties). */
export function preferredFromAcceptLanguage(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag!.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && r.tag !== '*' && !Number.isNaN(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag;
}

/**
 * The language to start in: a stored choice wins; otherwise the browser's language when it is German or
 * English; otherwise German (spec §1).
 */
export function chooseLanguage(input: { stored?: string | null; browser?: string | null }): UiLanguage {
  if (isUiLanguage(input.stored)) return input.stored;
  return toUiLanguage(input.browser) ?? DEFAULT_LANGUAGE;
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return cookieHeader
    ?.split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === name)?.[1];
}
