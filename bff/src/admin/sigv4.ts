import { createHash, createHmac } from 'node:crypto';

/** AWS credentials (the BFF's role: an access key pair, and a session token when they are temporary). */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as Signature Version 4 wants it (`encodeURIComponent` leaves `!'()*` alone). */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Signs a request with AWS Signature Version 4 (issue #24, ADR 0034: Cognito's `ListUsers` is IAM-authorised).
 * Returns the headers to send: the given ones plus `x-amz-date`, `x-amz-security-token` (temporary credentials)
 * and `authorization`. Every given header is signed; `host` is taken from the URL.
 */
export function signV4(request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  region: string;
  service: string;
  credentials: AwsCredentials;
  now: Date;
}): Record<string, string> {
  const url = new URL(request.url);
  const amzDate = request.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v])),
    host: url.host,
    'x-amz-date': amzDate,
    ...(request.credentials.sessionToken ? { 'x-amz-security-token': request.credentials.sessionToken } : {}),
  };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const query = [...url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    request.method.toUpperCase(),
    url.pathname || '/',
    query,
    ...names.map((n) => `${n}:${headers[n]!.trim().replace(/\s+/g, ' ')}`),
    '',
    signedHeaders,
    sha256(request.body),
  ].join('\n');
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = [request.region, request.service, 'aws4_request'].reduce<Buffer>(
    (k, part) => hmac(k, part),
    hmac(`AWS4${request.credentials.secretAccessKey}`, day),
  );
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  const { host: _host, ...rest } = headers;
  return {
    ...rest,
    authorization: `AWS4-HMAC-SHA256 Credential=${request.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
