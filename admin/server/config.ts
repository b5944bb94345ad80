import { z } from 'zod';
import { env, loadConfig } from '@fabelhaft/service-kit';
import type { RuntimeConfig } from '../src/runtime-config';

export const adminConfigSchema = z.object({
  ADMIN_PORT: env.port(3001),
  ADMIN_HOST: z.string().default('127.0.0.1'),
  ADMIN_URL: env.url('http://localhost:3001'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Strict-Transport-Security; on by default where the console is served over https. */
  HSTS: env.bool(false),
  BFF_URL: env.url('http://localhost:4000'),
  /** issue #26: the content service as browsers reach it (the Posts resource writes there). */
  CONTENT_URL: env.url('http://localhost:4500'),
  COGNITO_REGION: z.string().default('eu-central-1'),
  /** Empty: the login page says sign-in is not configured. */
  COGNITO_USER_POOL_ID: z.string().default(''),
  COGNITO_CLIENT_ID: z.string().default(''),
  /** Cognito API endpoint (the local identity); empty in production (the SDK derives it from the region). */
  COGNITO_ENDPOINT: z.string().default(''),
});
export type AdminConfig = z.output<typeof adminConfigSchema>;

export function loadAdminConfig(source: NodeJS.ProcessEnv = process.env): AdminConfig {
  const config = loadConfig(adminConfigSchema, source);
  return { ...config, HSTS: config.HSTS || config.ADMIN_URL.startsWith('https://') };
}

/** `/config.json`: what the browser needs (nothing secret: pool and client ids are public). */
export function runtimeConfig(c: AdminConfig): RuntimeConfig {
  return {
    bffUrl: c.BFF_URL,
    contentUrl: c.CONTENT_URL,
    cognito: {
      region: c.COGNITO_REGION,
      userPoolId: c.COGNITO_USER_POOL_ID,
      clientId: c.COGNITO_CLIENT_ID,
      endpoint: c.COGNITO_ENDPOINT,
    },
  };
}
