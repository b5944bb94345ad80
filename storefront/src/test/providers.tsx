import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ConfigProvider, type PublicConfig } from '../config';
import { LanguageProvider } from '../i18n/LanguageProvider';
import type { UiLanguage } from '../i18n/language';

/** The public configuration the storefront would get from the server, with test values. */
export const TEST_CONFIG: PublicConfig = {
  bffUrl: 'http://bff.test',
  cognito: {
    region: 'eu-central-1',
    userPoolId: '',
    clientId: '',
    endpoint: '',
    hostedUiUrl: '',
    redirectUri: 'http://localhost:3000/auth/callback',
  },
  company: {
    name: 'Test Verlag GmbH',
    street: 'Teststraße 1',
    city: '12345 Teststadt',
    country: 'Deutschland',
    managingDirector: 'Erika Muster',
    register: 'Amtsgericht Test, HRB 1',
    vatId: 'DE123456789',
    email: 'hallo@verlag.test',
    phone: '+49 30 1234567',
  },
  supportEmail: 'support@verlag.test',
};

/**
 * Renders inside the real configuration, language and query providers (the auth provider is left to each
 * test). React 19 needs the render inside an async act() so suspended work settles first.
 */
export async function renderWithProviders(
  ui: ReactElement,
  options: { language?: UiLanguage; queryClient?: QueryClient } = {},
): Promise<RenderResult> {
  const client =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <ConfigProvider config={TEST_CONFIG}>
        <LanguageProvider initial={options.language ?? 'de'}>
          <QueryClientProvider client={client}>{ui}</QueryClientProvider>
        </LanguageProvider>
      </ConfigProvider>,
    );
  });
  return result;
}
