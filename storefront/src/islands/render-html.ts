import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml';
import type { PageContextServer } from 'vike/types';

/**
 * ADR 0044: vike-react's server render, without Vike's font preloads. On an HTML-only page the first paint
 * needs only the HTML and the CSS; the fonts (`font-display: swap`) follow when the CSS asks for them instead of
 * sharing the phone's bandwidth with the CSS from the start.
 */
export async function onRenderHtml(pageContext: PageContextServer) {
  const documentHtml = await renderWithReact(pageContext);
  return {
    documentHtml,
    injectFilter(assets: { assetType: string | null; inject: false | 'HTML_BEGIN' | 'HTML_END' }[]) {
      for (const asset of assets) if (asset.assetType === 'font') asset.inject = false;
    },
  };
}
