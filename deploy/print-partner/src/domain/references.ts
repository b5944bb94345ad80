import { createHash } from 'node:crypto';

/**
 * The shop's references, derived from our print job id so that a job handled again after a crash gets the
 * same ones (its answers then de-duplicate on JetStream instead of naming a second job or parcel).
 */
const digest = (label: string, printJobId: string): Buffer =>
  createHash('sha256').update(`${label}:${printJobId}`).digest();

/** e.g. `PS-7K2Q9D4MXA` */
export function partnerJobRefFor(printJobId: string): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = digest('ref', printJobId);
  let ref = '';
  for (let i = 0; i < 10; i += 1) ref += alphabet[bytes[i]! % alphabet.length];
  return `PS-${ref}`;
}

/**
 * A DHL-like parcel number: 20 digits, like DHL Paket's `00340434…` numbers (the simulated carrier answers
 * for exactly the numbers this shop registered, so it can never collide with a real parcel lookup locally).
 */
export function trackingNumberFor(printJobId: string): string {
  const bytes = digest('parcel', printJobId);
  let digits = '';
  for (let i = 0; digits.length < 12; i += 1) digits += String(bytes[i]! % 10);
  return `00340434${digits}`;
}
