import { randomBytes } from 'node:crypto';

export function testNatsUrl(): string {
  return process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
}

/** A subject prefix of its own for one test file (streams are named after it too). */
export function testSubjectPrefix(label = 't'): string {
  return `${label
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 12)}${randomBytes(4).toString('hex')}`;
}
