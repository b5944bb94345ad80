/** What the console needs at runtime, served by admin/server as `/config.json` (nothing secret in it). */
export interface RuntimeConfig {
  bffUrl: string;
  /** issue #26: the content service (posts); empty: the Posts resource is not shown. */
  contentUrl: string;
  cognito: { region: string; userPoolId: string; clientId: string; endpoint: string };
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const v = (value ?? {}) as Partial<RuntimeConfig>;
  if (typeof v.bffUrl !== 'string' || !v.bffUrl) throw new Error('config.json: bffUrl missing');
  const c = (v.cognito ?? {}) as Partial<RuntimeConfig['cognito']>;
  return {
    bffUrl: v.bffUrl,
    contentUrl: typeof v.contentUrl === 'string' ? v.contentUrl : '',
    cognito: {
      region: String(c.region ?? ''),
      userPoolId: String(c.userPoolId ?? ''),
      clientId: String(c.clientId ?? ''),
      endpoint: String(c.endpoint ?? ''),
    },
  };
}
