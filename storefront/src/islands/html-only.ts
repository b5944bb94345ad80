import { usePageContext } from 'vike-react/usePageContext';

/**
 * ADR 0044: whether this page is HTML only (`htmlOnly` in its +config.ts). Its server render then shows what
 * the island script wires up (the signed-out header, the floating column with the cookie banner) instead of
 * what only hydration would fill in.
 */
export function useHtmlOnly(): boolean {
  const pageContext = usePageContext() as { config?: { htmlOnly?: boolean } } | undefined;
  return pageContext?.config?.htmlOnly === true;
}
