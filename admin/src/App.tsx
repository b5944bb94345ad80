import { Admin, Resource, defaultTheme, type RaThemeOptions } from 'react-admin';
import type { SupportAuthProvider } from './auth/auth-provider';
import type { SupportDataProvider } from './data/data-provider';
import type { createI18nProvider } from './i18n/i18n-provider';
import { LoginPage } from './layout/LoginPage';
import { SupportLayout } from './layout/SupportLayout';
import { books } from './resources/books';
import { customers } from './resources/customers';
import { deadLetters } from './resources/dead-letters';
import { erasures } from './resources/erasures';
import { limitRequests } from './resources/limit-requests';
import { orders } from './resources/orders';
import { posts } from './resources/posts';
import { printJobs } from './resources/print-jobs';
import { refinementSessions } from './resources/refinement-sessions';

const theme: RaThemeOptions = {
  ...defaultTheme,
  // Darker status colours than MUI's defaults: outlined chips and text stay at WCAG AA contrast on white.
  palette: {
    primary: { main: '#2b3a67' },
    secondary: { main: '#2b3a67' },
    success: { main: '#1b6e20' },
    warning: { main: '#8a4b00' },
    error: { main: '#b3261e' },
    info: { main: '#01579b' },
  },
  components: {
    ...defaultTheme.components,
    // Laptop screens: compact rows.
    MuiTableCell: { styleOverrides: { root: { paddingTop: 6, paddingBottom: 6 } } },
  },
};

export function App(props: {
  authProvider: SupportAuthProvider;
  dataProvider: SupportDataProvider;
  i18nProvider: ReturnType<typeof createI18nProvider>;
}) {
  return (
    <Admin
      title="Fabelhaft Support"
      disableTelemetry
      theme={theme}
      loginPage={LoginPage}
      layout={SupportLayout}
      authProvider={props.authProvider}
      dataProvider={props.dataProvider}
      i18nProvider={props.i18nProvider}
    >
      <Resource {...limitRequests} />
      <Resource {...customers} />
      <Resource {...orders} />
      <Resource {...printJobs} />
      <Resource {...books} />
      <Resource {...refinementSessions} />
      <Resource {...deadLetters} />
      <Resource {...erasures} />
      <Resource {...posts} />
    </Admin>
  );
}
