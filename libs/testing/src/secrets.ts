import { randomBytes } from 'node:crypto';

/** A random secret for one test's configuration (no secret value lives in the repository, ADR 0014). */
export function testSecret(prefix = ''): string {
  return `${prefix}${randomBytes(24).toString('hex')}`;
}
