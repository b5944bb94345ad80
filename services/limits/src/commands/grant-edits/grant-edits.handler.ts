import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuotaView } from '@fabelhaft/contracts';
import type { QuotaDefaults } from '../../domain/quota-account';
import type { QuotaAccountRepository } from '../../infrastructure/quota-account.repository';
import { QUOTA_ACCOUNTS, QUOTA_DEFAULTS } from '../../limits.di-tokens';
import { changeQuota } from '../change-quota';
import { GrantEditsCommand } from './grant-edits.command';

@CommandHandler(GrantEditsCommand)
export class GrantEditsHandler implements ICommandHandler<GrantEditsCommand, QuotaView> {
  constructor(
    @Inject(QUOTA_ACCOUNTS) private readonly accounts: QuotaAccountRepository,
    @Inject(QUOTA_DEFAULTS) private readonly defaults: QuotaDefaults,
  ) {}

  execute(c: GrantEditsCommand): Promise<QuotaView> {
    return changeQuota(
      this.accounts,
      this.defaults,
      { type: 'GrantEdits', ownerId: c.ownerId, grantId: c.grantId, count: c.count },
      c.metadata,
    );
  }
}
