import { join } from 'node:path';
import { z } from 'zod';
import { env, loadConfig } from '@fabelhaft/service-kit';

/** Company facts shown in the imprint and footer (legal texts take them from here, never from JSX literals). */
export interface CompanyFacts {
  name: string;
  street: string;
  city: string;
  country: string;
  managingDirector: string;
  register: string;
  vatId: string;
  email: string;
  phone: string;
}

/** What the browser needs to know: handed to the client through pageContext (nothing secret in here). */
export interface PublicConfig {
  bffUrl: string;
  cognito: {
    region: string;
    userPoolId: string;
    clientId: string;
    /** Cognito API endpoint; empty in production (the SDK derives it from the region). */
    endpoint: string;
    /** Hosted UI base: `https://<domain>.auth.eu-central-1.amazoncognito.com` or the local stand-in. */
    hostedUiUrl: string;
    redirectUri: string;
  };
  company: CompanyFacts;
  supportEmail: string;
}

export const storefrontConfigSchema = z.object({
  STOREFRONT_PORT: env.port(3000),
  STOREFRONT_HOST: z.string().default('127.0.0.1'),
  STOREFRONT_URL: env.url('http://localhost:3000'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Strict-Transport-Security on every response; on by default where the site is served over https. */
  HSTS: env.bool(false),
  BFF_URL: env.url('http://localhost:4000'),
  /** issue #26: the content service the server reads the blog from (never the browser). */
  CONTENT_URL: env.url('http://127.0.0.1:4500'),
  /**
   * issue #26: where the showcase's sample books are (made by the book engine at the first start when
   * SHOWCASE_GENERATE is on; kept for later starts).
   */
  SHOWCASE_DIR: z.string().default(join(__dirname, '../../.local/showcase')),
  SHOWCASE_GENERATE: env.bool(false),
  /** One try's limit; a failed try is retried once. */
  CONTENT_TIMEOUT_MS: env.int(3000, 100),
  /** How long an answer of the content service is reused (a published post shows within a minute). */
  CONTENT_CACHE_MS: env.int(60_000, 0),
  COGNITO_REGION: z.string().default('eu-central-1'),
  /** Empty: sign-in shows the configuration error text (spec §8). */
  COGNITO_USER_POOL_ID: z.string().default(''),
  COGNITO_CLIENT_ID: z.string().default(''),
  COGNITO_ENDPOINT: z.string().default(''),
  COGNITO_HOSTED_UI_URL: z.string().default(''),
  COMPANY_NAME: z.string().default('Fabelhaft GmbH'),
  COMPANY_STREET: z.string().default('Lindenstraße 12'),
  COMPANY_CITY: z.string().default('10969 Berlin'),
  COMPANY_COUNTRY: z.string().default('Deutschland'),
  COMPANY_MANAGING_DIRECTOR: z.string().default('Mara Fink'),
  COMPANY_REGISTER: z.string().default('Amtsgericht Charlottenburg, HRB 000000 B'),
  COMPANY_VAT_ID: z.string().default('DE000000000'),
  COMPANY_EMAIL: z.string().default('hallo@fabelhaft.example'),
  COMPANY_PHONE: z.string().default('+49 30 0000000'),
  SUPPORT_EMAIL: z.string().default('support@fabelhaft.example'),
});
export type StorefrontConfig = z.output<typeof storefrontConfigSchema>;

export function loadStorefrontConfig(source: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  const config = loadConfig(storefrontConfigSchema, source);
  // HSTS outside local development (issue #12): an https site always sends it.
  return { ...config, HSTS: config.HSTS || config.STOREFRONT_URL.startsWith('https://') };
}

export function publicConfig(c: StorefrontConfig): PublicConfig {
  return {
    bffUrl: c.BFF_URL,
    cognito: {
      region: c.COGNITO_REGION,
      userPoolId: c.COGNITO_USER_POOL_ID,
      clientId: c.COGNITO_CLIENT_ID,
      endpoint: c.COGNITO_ENDPOINT,
      hostedUiUrl: c.COGNITO_HOSTED_UI_URL,
      redirectUri: `${c.STOREFRONT_URL}/auth/callback`,
    },
    company: {
      name: c.COMPANY_NAME,
      street: c.COMPANY_STREET,
      city: c.COMPANY_CITY,
      country: c.COMPANY_COUNTRY,
      managingDirector: c.COMPANY_MANAGING_DIRECTOR,
      register: c.COMPANY_REGISTER,
      vatId: c.COMPANY_VAT_ID,
      email: c.COMPANY_EMAIL,
      phone: c.COMPANY_PHONE,
    },
    supportEmail: c.SUPPORT_EMAIL,
  };
}
