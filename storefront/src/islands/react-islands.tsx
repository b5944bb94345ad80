import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { AuthProvider } from '../auth/AuthContext';
import { Assistant } from '../components/Assistant';
import { Header } from '../components/Header';
import { ConfigProvider } from '../config';
import { LanguageProvider } from '../i18n/LanguageProvider';
import type { IslandContextValue } from './context';

/**
 * ADR 0044: the React parts of an HTML-only page, loaded only when needed — the chat when "Questions?" is
 * pressed, the signed-in header when a session is stored. Each is rendered in the browser (no hydration)
 * and takes the place of the server's element.
 */
function Providers({ context, children }: { context: IslandContextValue; children: ReactNode }) {
  const pageContext = {
    urlPathname: window.location.pathname,
    urlOriginal: window.location.href,
    config: { htmlOnly: true },
  };
  return (
    <VikeReactProviderPageContext pageContext={pageContext as never}>
      <ConfigProvider config={context.publicConfig}>
        <LanguageProvider initial={context.locale}>{children}</LanguageProvider>
      </ConfigProvider>
    </VikeReactProviderPageContext>
  );
}

/** Renders `node` in place of `element` (a `display: contents` host, so the sticky header stays sticky). */
function replaceWith(element: Element, node: ReactNode): void {
  const host = document.createElement('div');
  host.style.display = 'contents';
  element.replaceWith(host);
  const root = createRoot(host);
  flushSync(() => root.render(node));
}

export function mountAssistant(context: IslandContextValue, element: Element): void {
  replaceWith(
    element,
    <Providers context={context}>
      <Assistant initiallyOpen />
    </Providers>,
  );
}

export function mountHeader(context: IslandContextValue): void {
  const header = document.querySelector('header.site-header');
  if (!header) return;
  replaceWith(
    header,
    <Providers context={context}>
      <AuthProvider>
        <Header />
      </AuthProvider>
    </Providers>,
  );
}
