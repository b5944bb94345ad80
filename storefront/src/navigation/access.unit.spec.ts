import { pageAccessOf, pageAccessTable } from '../test/page-access';
import { accessDecision as guard, loginPathFor, returnPathOf, safeReturnPath } from './access';

describe('page access and guards (spec §2, ADR 0042)', () => {
  it('every page of spec §2 sets its access rule beside it (pages/**/+config.ts)', () => {
    expect(pageAccessTable()).toMatchObject({
      '/': 'public',
      '/builder': 'signed-in',
      '/showcase': 'public',
      '/blog': 'public',
      '/legal': 'public',
      '/login': 'signed-out',
      '/account': 'signed-in',
      '/books': 'signed-in',
      '/tracking': 'signed-in',
      '/preview/@bookId': 'signed-in',
      '/books/@bookId/viewer': 'signed-in',
      '/checkout/success': 'signed-in',
      '/checkout/cancel': 'signed-in',
    });
  });

  it('leaves every other page public, and has no page for an unknown path', () => {
    expect(pageAccessOf('/')).toBe('public');
    expect(pageAccessOf('/showcase/toddler')).toBe('public');
    expect(pageAccessOf('/listen/some-token')).toBe('public');
    expect(pageAccessOf('/auth/callback')).toBe('public');
    expect(pageAccessOf('/preview/b-123')).toBe('signed-in');
    expect(pageAccessOf('/books/b-123/viewer')).toBe('signed-in');
    expect(pageAccessOf('/books/')).toBe('signed-in');
    expect(pageAccessOf('/preview')).toBeUndefined();
    expect(pageAccessOf('/books/b-1/other')).toBeUndefined();
    expect(pageAccessOf('/nope')).toBeUndefined();
  });

  it('shows a loader on protected routes while the auth state loads, then redirects signed-out visitors to /login', () => {
    expect(guard('signed-in', { isLoading: true, isAuthenticated: false })).toEqual({ kind: 'loading' });
    expect(guard('signed-in', { isLoading: false, isAuthenticated: false })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(guard('signed-in', { isLoading: false, isAuthenticated: true })).toEqual({ kind: 'render' });
  });

  it('sends signed-in visitors from /login to /', () => {
    expect(guard('signed-out', { isLoading: false, isAuthenticated: true })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guard('signed-out', { isLoading: false, isAuthenticated: false })).toEqual({ kind: 'render' });
    expect(guard('signed-out', { isLoading: true, isAuthenticated: false })).toEqual({ kind: 'loading' });
  });

  it('renders public routes at once, whatever the auth state', () => {
    expect(guard('public', { isLoading: true, isAuthenticated: false })).toEqual({ kind: 'render' });
  });

  it('sends a signed-out visitor to /login with the page and its query as the return path', () => {
    const out = { isLoading: false, isAuthenticated: false };
    expect(guard('signed-in', out, '/tracking?number=00340434161094015902')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Ftracking%3Fnumber%3D00340434161094015902',
    });
    expect(guard('signed-in', out, '/books/b-1/viewer#page-3')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fbooks%2Fb-1%2Fviewer%23page-3',
    });
  });

  it('brings a visitor who signed in back to the return path, else to /', () => {
    const signedIn = { isLoading: false, isAuthenticated: true };
    expect(guard('signed-out', signedIn, '/login?next=%2Ftracking%3Fnumber%3DJJD1')).toEqual({
      kind: 'redirect',
      to: '/tracking?number=JJD1',
    });
    expect(guard('signed-out', signedIn, '/login?next=https%3A%2F%2Fevil.example')).toEqual({
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
    ['/auth'],
    ['/books%2F..%2F..%2Fevil'],
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
    // A path that is no page comes back as it is; the server sends it on to / (spec §2), never elsewhere.
    expect(safeReturnPath('/nope')).toBe('/nope');
    expect(safeReturnPath('/authors')).toBe('/authors');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
