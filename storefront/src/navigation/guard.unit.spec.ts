import { guard } from '../../pages/+guard.client';

// Vike's abort module is ESM; its `throw redirect(url)` stands in as an error carrying the target.
class Redirect extends Error {
  constructor(readonly to: string) {
    super(`redirect ${to}`);
  }
}
jest.mock('vike/abort', () => ({ redirect: (to: string) => new Redirect(to) }));

const state = { user: null as { email: string } | null, session: null as object | null, isLoading: false };
const manager = { start: jest.fn(async () => undefined), getState: () => state };
jest.mock('../auth/AuthContext', () => ({ browserAuthManager: () => manager }));

type GuardContext = Parameters<typeof guard>[0];
const navigation = (access: string | undefined, url: string, isHydration = false) => {
  const parsed = new URL(url, 'http://storefront.invalid');
  return {
    config: { access },
    isHydration,
    publicConfig: { cognito: {} },
    urlPathname: parsed.pathname,
    urlParsed: { searchOriginal: parsed.search || null, hashOriginal: parsed.hash || null },
  } as unknown as GuardContext;
};

async function outcome(context: GuardContext): Promise<string | 'render'> {
  try {
    await guard(context);
    return 'render';
  } catch (error) {
    if (error instanceof Redirect) return error.to;
    throw error;
  }
}

describe('pages/+guard.client.ts: the page’s access setting on client-side navigation (issue #25, ADR 0042)', () => {
  beforeEach(() => {
    state.user = null;
    state.session = null;
    manager.start.mockClear();
  });

  it('sends a signed-out visitor from a signed-in page to /login with the page, query and hash to come back to', async () => {
    expect(await outcome(navigation('signed-in', '/tracking?number=JJD1#top'))).toBe(
      '/login?next=%2Ftracking%3Fnumber%3DJJD1%23top',
    );
    expect(manager.start).toHaveBeenCalled();
  });

  it('lets a signed-in customer in, and sends them from /login on to its `next`', async () => {
    state.user = { email: 'ada@example.com' };
    state.session = {};
    expect(await outcome(navigation('signed-in', '/books'))).toBe('render');
    expect(await outcome(navigation('signed-out', '/login?next=%2Fbuilder'))).toBe('/builder');
  });

  it('asks nothing on public pages, and leaves the first (hydrating) page to the layout', async () => {
    expect(await outcome(navigation(undefined, '/'))).toBe('render');
    expect(await outcome(navigation('public', '/showcase'))).toBe('render');
    expect(await outcome(navigation('signed-in', '/account', true))).toBe('render');
    expect(manager.start).not.toHaveBeenCalled();
  });
});
