/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from '../config';
import { AuthProvider, useAuth } from './AuthContext';
import { publicConfigWith } from './auth-test-kit';

function Probe() {
  const { isLoading, isAuthenticated } = useAuth();
  return <p>{isLoading ? 'loading' : isAuthenticated ? 'in' : 'out'}</p>;
}

it('server-renders the auth state as loading without touching window or storage (spec §4, ADR 0005)', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <ConfigProvider config={publicConfigWith()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </ConfigProvider>,
  );
  expect(html).toBe('<p>loading</p>');
});
