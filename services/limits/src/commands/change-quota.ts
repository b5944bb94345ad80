import type { QuotaView, RequestMetadata } from '@fabelhaft/contracts';
import { quotaView, type QuotaDefaults } from '../domain/quota-account';
import type { QuotaAccountCommand } from '../domain/quota-account.decide';
import type { QuotaAccountRepository } from '../infrastructure/quota-account.repository';

type WithoutDefaults<C> = C extends unknown ? Omit<C, 'defaults'> : never;

/** What every command handler of this service does: decide on the account's stream, then show the result. */
export async function changeQuota(
  repository: QuotaAccountRepository,
  defaults: QuotaDefaults,
  command: WithoutDefaults<QuotaAccountCommand>,
  metadata: RequestMetadata,
): Promise<QuotaView> {
  const { state } = await repository.handle(
    command.ownerId,
    { ...command, defaults } as QuotaAccountCommand,
    metadata,
  );
  return { ownerId: command.ownerId, ...quotaView(state, defaults) };
}
