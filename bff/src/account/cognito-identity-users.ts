import { IdentityRefused, type IdentityUsers } from './identity.port';

/**
 * Cognito's public JSON API (the same operations on AWS and on the local stand-in): `GetUser` and `DeleteUser`
 * take the user's own access token, so no admin credentials are needed and nothing but the caller can be
 * deleted. Errors come back as `{ __type }`; 4xx is a refusal, anything else an outage.
 */
export class CognitoIdentityUsers implements IdentityUsers {
  constructor(
    private readonly endpoint: string,
    /** The app client the refresh tokens were issued to (RevokeToken needs it). */
    private readonly clientId: string,
    private readonly timeoutMs = 5000,
  ) {}

  async subjectOf(accessToken: string): Promise<string> {
    const body = (await this.call('GetUser', { AccessToken: accessToken })) as {
      Username?: string;
      UserAttributes?: { Name: string; Value: string }[];
    };
    const sub = body.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new IdentityRefused('NoSubject');
    return sub;
  }

  async deleteUser(accessToken: string): Promise<void> {
    try {
      await this.call('DeleteUser', { AccessToken: accessToken });
    } catch (err) {
      // Deleted by an earlier attempt whose answer was lost.
      if (err instanceof IdentityRefused && err.type.includes('UserNotFoundException')) return;
      throw err;
    }
  }

  async revokeRefreshToken(refreshToken: string): Promise<void> {
    try {
      await this.call('RevokeToken', { Token: refreshToken, ClientId: this.clientId });
    } catch (err) {
      if (err instanceof IdentityRefused) return;
      throw err;
    }
  }

  private async call(operation: string, payload: object): Promise<unknown> {
    const res = await fetch(this.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await res.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (res.status >= 400 && res.status < 500) {
      throw new IdentityRefused(String(body.__type ?? body.code ?? res.status));
    }
    if (!res.ok) throw new Error(`identity provider answered ${res.status} to ${operation}`);
    return body;
  }
}
