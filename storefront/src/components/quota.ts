/** How close a quota is to running out; drives the usage card's and builder's warnings. */
export type QuotaLevel = 'ok' | 'warning' | 'exhausted';

/** spec §4/§9: previews are exhausted at 0 or less remaining, with a warning when 1 or 2 remain. */
export function previewQuotaLevel(remaining: number): QuotaLevel {
  if (remaining <= 0) return 'exhausted';
  return remaining <= 2 ? 'warning' : 'ok';
}

/** spec §4/§9: edits are exhausted at 0 or less remaining, with a warning when exactly 1 remains. */
export function editQuotaLevel(remaining: number): QuotaLevel {
  if (remaining <= 0) return 'exhausted';
  return remaining === 1 ? 'warning' : 'ok';
}
