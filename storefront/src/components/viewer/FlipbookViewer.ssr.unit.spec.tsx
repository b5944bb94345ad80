/** @jest-environment node */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from '../../config';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import { TEST_CONFIG } from '../../test/providers';
import { FlipbookViewer } from './FlipbookViewer';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => null }),
}));
jest.mock('vike/client/router', () => ({ navigate: jest.fn() }));

const library = { loads: 0 };
// react-pageflip touches window when imported: the server render must never load it.
jest.mock('react-pageflip', () => {
  library.loads += 1;
  throw new ReferenceError('window is not defined');
});

it('server-renders the viewer as loading without loading react-pageflip', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <ConfigProvider config={TEST_CONFIG}>
      <LanguageProvider initial="en">
        <QueryClientProvider client={new QueryClient()}>
          <FlipbookViewer bookId="b1" />
        </QueryClientProvider>
      </LanguageProvider>
    </ConfigProvider>,
  );
  expect(html).toContain('Loading your book …');
  expect(library.loads).toBe(0);
});
