import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuotaView } from '@fabelhaft/contracts';
import type { QuotaDefaults } from '../../domain/quota-account';
import type { QuotaAccountRepository } from '../../infrastructure/quota-account.repository';
import { QUOTA_ACCOUNTS, QUOTA_DEFAULTS } from '../../limits.di-tokens';
import { changeQuota } from '../change-quota';
import { ConsumeEditCommand } from './consume-edit.command';

@CommandHandler(ConsumeEditCommand)
export class ConsumeEditHandler implements ICommandHandler<ConsumeEditCommand, QuotaView> {
  constructor(
    @Inject(QUOTA_ACCOUNTS) private readonly accounts: QuotaAccountRepository,
    @Inject(QUOTA_DEFAULTS) private readonly defaults: QuotaDefaults,
  ) {}

  execute(c: ConsumeEditCommand): Promise<QuotaView> {
    return changeQuota(
      this.accounts,
      this.defaults,
      { type: 'ConsumeEdit', ownerId: c.ownerId, editId: c.editId, bookId: c.bookId },
      c.metadata,
    );
  }
}
