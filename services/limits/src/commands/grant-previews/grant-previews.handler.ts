import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuotaView } from '@fabelhaft/contracts';
import type { QuotaDefaults } from '../../domain/quota-account';
import type { QuotaAccountRepository } from '../../infrastructure/quota-account.repository';
import { QUOTA_ACCOUNTS, QUOTA_DEFAULTS } from '../../limits.di-tokens';
import { changeQuota } from '../change-quota';
import { GrantPreviewsCommand } from './grant-previews.command';

@CommandHandler(GrantPreviewsCommand)
export class GrantPreviewsHandler implements ICommandHandler<GrantPreviewsCommand, QuotaView> {
  constructor(
    @Inject(QUOTA_ACCOUNTS) private readonly accounts: QuotaAccountRepository,
    @Inject(QUOTA_DEFAULTS) private readonly defaults: QuotaDefaults,
  ) {}

  execute(c: GrantPreviewsCommand): Promise<QuotaView> {
    return changeQuota(
      this.accounts,
      this.defaults,
      { type: 'GrantPreviews', ownerId: c.ownerId, grantId: c.grantId, count: c.count },
      c.metadata,
    );
  }
}
