import type { CustomerDirectory } from './customer-directory.port';
import { signV4, type AwsCredentials } from './sigv4';

interface CognitoUser {
  Username?: string;
  Attributes?: { Name: string; Value: string }[];
}

/** At most this many ListUsers calls at once (Cognito's ListUsers quota is per account and second). */
const PARALLEL = 5;
/** Cognito's largest ListUsers page. */
const PAGE = 60;

/**
 * Cognito's `ListUsers` (an admin operation: on AWS the BFF's role needs `cognito-idp:ListUsers` on the pool;
 * locally the identity's loopback admin port, ADR 0014) behind `CustomerDirectory` (issue #24, ADR 0034). Only
 * a verified email is an email here (`email_verified` = "true"), as in the id token support would otherwise read.
 */
export class CognitoCustomerDirectory implements CustomerDirectory {
  constructor(
    private readonly endpoint: string,
    private readonly userPoolId: string,
    private readonly timeoutMs = 3000,
    /** On AWS: the BFF's credentials, each call signed (Signature Version 4); locally none. */
    private readonly signing?: { region: string; credentials: AwsCredentials },
  ) {}

  async emailsOf(subjects: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(subjects)].filter(isFilterValue);
    const found = new Map<string, string>();
    for (let i = 0; i < unique.length; i += PARALLEL) {
      const batch = unique.slice(i, i + PARALLEL);
      const users = await Promise.all(batch.map((sub) => this.listUsers(`sub = "${sub}"`, 1)));
      for (const user of users.flat()) {
        const entry = verifiedEmail(user);
        if (entry) found.set(entry.sub, entry.email);
      }
    }
    return found;
  }

  async subjectsByEmail(text: string, limit: number): Promise<string[]> {
    const typed = text.trim();
    if (!typed || !isFilterValue(typed)) return [];
    // The provider's prefix search is case-sensitive; addresses are mostly stored in lower case.
    const variants = [...new Set([typed.toLowerCase(), typed])];
    const users = (
      await Promise.all(variants.map((v) => this.listUsers(`email ^= "${v}"`, Math.min(limit, PAGE))))
    ).flat();
    const subjects = users.map(verifiedEmail).flatMap((e) => (e ? [e.sub] : []));
    return [...new Set(subjects)].slice(0, limit);
  }

  private async listUsers(filter: string, limit: number): Promise<CognitoUser[]> {
    const body = JSON.stringify({ UserPoolId: this.userPoolId, Filter: filter, Limit: limit });
    const headers = {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers',
    };
    const res = await fetch(this.endpoint, {
      method: 'POST',
      headers: this.signing
        ? signV4({
            method: 'POST',
            url: this.endpoint,
            headers,
            body,
            region: this.signing.region,
            service: 'cognito-idp',
            credentials: this.signing.credentials,
            now: new Date(),
          })
        : headers,
      body,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await res.text();
    if (!res.ok)
      throw new Error(`identity provider answered ${res.status} to ListUsers: ${text.slice(0, 200)}`);
    return ((text ? JSON.parse(text) : {}) as { Users?: CognitoUser[] }).Users ?? [];
  }
}

function verifiedEmail(user: CognitoUser): { sub: string; email: string } | null {
  const attribute = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value;
  const sub = attribute('sub');
  const email = attribute('email');
  if (!sub || !email || attribute('email_verified') !== 'true') return null;
  return { sub, email };
}

/** A value Cognito's filter syntax can carry in double quotes (it has no escapes). */
const isFilterValue = (value: string) =>
  value.length <= 256 && [...value].every((c) => c !== '"' && c !== '\\' && c >= ' ');
