import { DomainError, ErrorCodes, LimitsRpc, type RequestMetadata } from '@fabelhaft/contracts';
import { RemoteError, RpcError, type RpcClient } from '@fabelhaft/messaging';
import type { EditQuota } from '../ports/edit-quota.port';

/** EditQuota over NATS request/reply to the limits service. */
export class LimitsEditQuota implements EditQuota {
  constructor(
    private readonly rpc: RpcClient,
    private readonly timeoutMs: number,
  ) {}

  async consume(ownerId: string, editId: string, bookId: string, metadata: RequestMetadata): Promise<void> {
    await this.call(() =>
      this.rpc.call(LimitsRpc.consumeEdit, { ownerId, editId, bookId }, metadata, this.timeoutMs),
    );
  }

  async giveBack(ownerId: string, editId: string, metadata: RequestMetadata): Promise<void> {
    await this.call(() => this.rpc.call(LimitsRpc.returnEdit, { ownerId, editId }, metadata, this.timeoutMs));
  }

  /** limits' own refusal passes through unchanged; a missing or slow limits service is "unavailable". */
  private async call(fn: () => Promise<unknown>): Promise<void> {
    try {
      await fn();
    } catch (e) {
      if (e instanceof RemoteError) throw new DomainError(e.code, e.detail);
      if (e instanceof RpcError && e.code === ErrorCodes.UNAVAILABLE) {
        throw new DomainError(
          ErrorCodes.UNAVAILABLE,
          'Your edits cannot be checked right now. Please try again.',
        );
      }
      throw e;
    }
  }
}
