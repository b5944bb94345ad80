import '../src/styles/global.css';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { QueryProvider } from '../src/api/QueryProvider';
import { AuthProvider } from '../src/auth/AuthContext';
import { Footer } from '../src/components/Footer';
import { Header } from '../src/components/Header';
import { Overlays } from '../src/components/Overlays';
import { RouteGuard } from '../src/components/RouteGuard';
import { ConfigProvider } from '../src/config';
import { LanguageProvider } from '../src/i18n/LanguageProvider';
import { IslandContext } from '../src/islands/IslandContext';
import { currentPath, type Access } from '../src/navigation/access';

/**
 * The one set of providers every page shares (issue #25): public configuration, language, auth and the BFF's
 * queries (TanStack Query) — no page wraps its own.
 */
export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  // The first render's configuration and language stay: a navigation that starts while the page is still
  // hydrating (a guard's redirect) arrives before Vike has fetched the next pageContext and would lack them.
  const [publicConfig] = useState(pageContext.publicConfig);
  const [locale] = useState(pageContext.locale);
  return (
    <ConfigProvider config={publicConfig}>
      <LanguageProvider initial={locale}>
        <AuthProvider>
          <QueryProvider>
            <Shell
              access={pageContext.config.access ?? 'public'}
              htmlOnly={pageContext.config.htmlOnly === true}
              here={currentPath(pageContext)}
            >
              {children}
            </Shell>
          </QueryProvider>
          {/* ADR 0044: an HTML-only page's island script reads what passToClient would have carried. */}
          {pageContext.config.htmlOnly && <IslandContext locale={locale} publicConfig={publicConfig} />}
        </AuthProvider>
      </LanguageProvider>
    </ConfigProvider>
  );
}

function Shell({
  access,
  htmlOnly,
  here,
  children,
}: {
  access: Access;
  htmlOnly: boolean;
  here: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Lets browser tests (and anyone debugging) know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {/* The page's access setting while it is shown (pages/+guard.client.ts checked it before it loaded). */}
        <RouteGuard access={access} here={here}>
          {children}
        </RouteGuard>
      </main>
      <Footer />
      <Overlays htmlOnly={htmlOnly} />
    </>
  );
}
