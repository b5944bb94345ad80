import type { ModuleRef } from '@nestjs/core';
import type { QuotaView, RequestMetadata } from '@fabelhaft/contracts';
import { quotaView, type QuotaDefaults } from './domain/quota-account';
import type { QuotaAccountCommand } from './domain/quota-account.decide';
import type { QuotaAccountRepository } from './infrastructure/quota-account.repository';
import { QUOTA_ACCOUNTS, QUOTA_DEFAULTS } from './limits.di-tokens';

type WithoutDefaults<C> = C extends unknown ? Omit<C, 'defaults'> : never;

/**
 * What every write of this service does: decide on the account's stream (with the configured defaults, which
 * open an account on its first real change), then show the result. The use cases' RPC bindings call it
 * directly — a command class and handler per use case would only copy these arguments.
 */
export async function changeQuota(
  moduleRef: ModuleRef,
  command: WithoutDefaults<QuotaAccountCommand>,
  metadata: RequestMetadata,
): Promise<QuotaView> {
  const repository = moduleRef.get<QuotaAccountRepository>(QUOTA_ACCOUNTS, { strict: false });
  const defaults = moduleRef.get<QuotaDefaults>(QUOTA_DEFAULTS, { strict: false });
  const { state } = await repository.handle(
    command.ownerId,
    { ...command, defaults } as QuotaAccountCommand,
    metadata,
  );
  return { ownerId: command.ownerId, ...quotaView(state, defaults) };
}
