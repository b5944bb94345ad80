import {
  DomainError,
  ErrorCodes,
  LimitsRpc,
  type QuotaView,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import { RemoteError, RpcError, type RpcClient } from '@fabelhaft/messaging';
import type { PreviewQuota } from '../ports/preview-quota.port';

/** PreviewQuota over NATS request/reply to the limits service. */
export class LimitsPreviewQuota implements PreviewQuota {
  constructor(
    private readonly rpc: RpcClient,
    private readonly timeoutMs: number,
  ) {}

  reserve(ownerId: string, bookId: string, metadata: RequestMetadata): Promise<QuotaView> {
    return this.call(() =>
      this.rpc.call(LimitsRpc.reservePreview, { ownerId, bookId }, metadata, this.timeoutMs),
    );
  }

  release(ownerId: string, bookId: string, metadata: RequestMetadata): Promise<QuotaView> {
    return this.call(() =>
      this.rpc.call(LimitsRpc.releasePreview, { ownerId, bookId }, metadata, this.timeoutMs),
    );
  }

  get(ownerId: string, metadata: RequestMetadata): Promise<QuotaView> {
    return this.call(() => this.rpc.call(LimitsRpc.getLimits, { ownerId }, metadata, this.timeoutMs));
  }

  /** limits' own refusal passes through unchanged; a missing or slow limits service is "unavailable". */
  private async call(fn: () => Promise<QuotaView>): Promise<QuotaView> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof RemoteError) throw new DomainError(e.code, e.detail);
      if (e instanceof RpcError && e.code === ErrorCodes.UNAVAILABLE) {
        throw new DomainError(ErrorCodes.UNAVAILABLE, 'The preview quota cannot be checked right now');
      }
      throw e;
    }
  }
}
