import { accessFor, guard, loginPathFor, returnPathOf, ROUTES, safeReturnPath } from './routes';

describe('routes and guards (spec §2)', () => {
  it('knows every route of spec §2 with its access rule', () => {
    expect(Object.fromEntries(ROUTES.map((r) => [r.pattern, r.access]))).toMatchObject({
      '/': 'public',
      '/builder': 'auth',
      '/showcase': 'public',
      '/blog': 'public',
      '/legal': 'public',
      '/login': 'guest',
      '/account': 'auth',
      '/books': 'auth',
      '/tracking': 'auth',
      '/preview/@bookId': 'auth',
      '/books/@bookId/viewer': 'auth',
      '/checkout/success': 'auth',
      '/checkout/cancel': 'auth',
    });
  });

  it('matches concrete paths, and knows no unknown path', () => {
    expect(accessFor('/')).toBe('public');
    expect(accessFor('/preview/b-123')).toBe('auth');
    expect(accessFor('/books/b-123/viewer')).toBe('auth');
    expect(accessFor('/books/')).toBe('auth');
    expect(accessFor('/preview')).toBeUndefined();
    expect(accessFor('/books/b-1/other')).toBeUndefined();
    expect(accessFor('/nope')).toBeUndefined();
  });

  it('shows a loader on protected routes while the auth state loads, then redirects signed-out visitors to /login', () => {
    expect(guard('auth', { isLoading: true, isAuthenticated: false })).toEqual({ kind: 'loading' });
    expect(guard('auth', { isLoading: false, isAuthenticated: false })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(guard('auth', { isLoading: false, isAuthenticated: true })).toEqual({ kind: 'render' });
  });

  it('sends signed-in visitors from /login to /', () => {
    expect(guard('guest', { isLoading: false, isAuthenticated: true })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guard('guest', { isLoading: false, isAuthenticated: false })).toEqual({ kind: 'render' });
    expect(guard('guest', { isLoading: true, isAuthenticated: false })).toEqual({ kind: 'loading' });
  });

  it('renders public routes at once, whatever the auth state', () => {
    expect(guard('public', { isLoading: true, isAuthenticated: false })).toEqual({ kind: 'render' });
  });

  it('sends a signed-out visitor to /login with the page and its query as the return path', () => {
    const out = { isLoading: false, isAuthenticated: false };
    expect(guard('auth', out, '/tracking?number=00340434161094015902')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Ftracking%3Fnumber%3D00340434161094015902',
    });
    expect(guard('auth', out, '/books/b-1/viewer#page-3')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fbooks%2Fb-1%2Fviewer%23page-3',
    });
  });

  it('brings a visitor who signed in back to the return path, else to /', () => {
    const signedIn = { isLoading: false, isAuthenticated: true };
    expect(guard('guest', signedIn, '/login?next=%2Ftracking%3Fnumber%3DJJD1')).toEqual({
      kind: 'redirect',
      to: '/tracking?number=JJD1',
    });
    expect(guard('guest', signedIn, '/login?next=https%3A%2F%2Fevil.example')).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(returnPathOf('?next=%2Faccount')).toBe('/account');
    expect(returnPathOf('')).toBeNull();
  });

  it.each([
    ['https://evil.example/tracking'],
    ['//evil.example/tracking'],
    ['/\\evil.example'],
    ['/\tevil'],
    [' /account'],
    ['javascript:alert(1)'],
    ['tracking'],
    ['/%2F%2Fevil.example'],
    ['/login?next=%2Faccount'],
    ['/auth/callback?code=x'],
    ['/nope'],
    [''],
    [null],
  ])('accepts no return path but a same-origin page of the site: %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('keeps a good return path as it is, query and hash included', () => {
    expect(safeReturnPath('/tracking?number=00340434161094015902')).toBe(
      '/tracking?number=00340434161094015902',
    );
    expect(safeReturnPath('/preview/b-1#approve')).toBe('/preview/b-1#approve');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
