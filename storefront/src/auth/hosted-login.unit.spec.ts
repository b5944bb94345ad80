import { SETTINGS } from './auth-test-kit';
import { authorizeUrl, checkCallback, exchangeCode, randomState } from './hosted-login';

describe('hosted login pieces (spec §4, §9)', () => {
  it('builds the authorize URL from a hosted UI address with or without a trailing slash', () => {
    const url = authorizeUrl(
      { ...SETTINGS, hostedUiUrl: 'https://fabelhaft.auth.eu-central-1.amazoncognito.com/' },
      's',
    );
    expect(url).toBe(
      'https://fabelhaft.auth.eu-central-1.amazoncognito.com/oauth2/authorize?client_id=1buxxiwvo65ebolhg5feb2j60' +
        '&response_type=code&scope=email%20openid%20profile' +
        '&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fauth%2Fcallback&state=s',
    );
  });

  it('makes an unguessable state per login', () => {
    const states = new Set(Array.from({ length: 50 }, randomState));
    expect(states.size).toBe(50);
    expect([...states][0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('accepts a callback only with a code and the expected state', () => {
    expect(checkCallback('?code=c&state=s', 's')).toBe('c');
    expect(() => checkCallback('?code=c&state=s', null)).toThrow('state mismatch');
    expect(() => checkCallback('?error=access_denied&state=s', 's')).toThrow('access_denied');
  });

  it('reports an unreachable token endpoint as "Network error" (code NetworkError)', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(exchangeCode(SETTINGS, 'c', offline)).rejects.toMatchObject({
      message: 'Network error',
      code: 'NetworkError',
    });
  });
});
