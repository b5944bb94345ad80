import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAuthProvider } from './auth/auth-provider';
import { libraryCognito } from './auth/cognito';
import { browserSessionStore } from './auth/session-store';
import { authorisedHttpClient, createDataProvider } from './data/data-provider';
import { createI18nProvider, initialLocale, LOCALE_KEY } from './i18n/i18n-provider';
import { parseRuntimeConfig } from './runtime-config';

async function start() {
  // The runtime config comes from the server (admin/server): no pool ids or URLs baked into the bundle.
  const config = parseRuntimeConfig(await (await fetch('/config.json')).json());
  let cognito = null;
  try {
    cognito = libraryCognito(config.cognito);
  } catch {
    // No user pool configured: the login page says so.
  }
  const store = browserSessionStore();
  const authProvider = createAuthProvider({ cognito, store });
  // Without a session, start on the login page: letting a list page find out first makes react-admin log out,
  // clear its queries and navigate, and on a busy machine those rounds starve the route transition for seconds.
  if (!store.load() && !window.location.hash.startsWith('#/login')) window.location.replace('#/login');
  const dataProvider = createDataProvider(
    config.bffUrl,
    authorisedHttpClient(() => authProvider.getToken()),
    config.contentUrl,
  );
  const locale = initialLocale(window.localStorage.getItem(LOCALE_KEY), navigator.language);
  document.documentElement.lang = locale;
  createRoot(document.getElementById('root')!).render(
    <App authProvider={authProvider} dataProvider={dataProvider} i18nProvider={createI18nProvider(locale)} />,
  );
}

void start();
