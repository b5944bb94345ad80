import type { UrlSigner } from '@fabelhaft/storage';
import type { PrintJobSpec } from '../domain/print-job';
import type { SignedJob } from '../ports/partner-gateway.port';

/**
 * The job's files as the BFF's signed /assets links (ADR 0023): the link alone is the credential, valid for
 * `ttlSeconds` (issue #15: 7 days) and only for that owner's one object.
 */
export function signJobFiles(
  signer: UrlSigner,
  spec: PrintJobSpec,
  ttlSeconds: number,
  now: Date,
): SignedJob {
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + ttlSeconds * 1000).toISOString();
  return {
    spec,
    files: spec.files.map((f) => ({
      kind: f.kind,
      url: signer.sign(f.key, spec.ownerId, ttlSeconds),
      sha256: f.sha256,
      expiresAt,
    })),
  };
}
