import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuotaView } from '@fabelhaft/contracts';
import type { QuotaDefaults } from '../../domain/quota-account';
import type { QuotaAccountRepository } from '../../infrastructure/quota-account.repository';
import { QUOTA_ACCOUNTS, QUOTA_DEFAULTS } from '../../limits.di-tokens';
import { changeQuota } from '../change-quota';
import { ReleasePreviewCommand } from './release-preview.command';

@CommandHandler(ReleasePreviewCommand)
export class ReleasePreviewHandler implements ICommandHandler<ReleasePreviewCommand, QuotaView> {
  constructor(
    @Inject(QUOTA_ACCOUNTS) private readonly accounts: QuotaAccountRepository,
    @Inject(QUOTA_DEFAULTS) private readonly defaults: QuotaDefaults,
  ) {}

  execute(c: ReleasePreviewCommand): Promise<QuotaView> {
    return changeQuota(
      this.accounts,
      this.defaults,
      { type: 'ReleasePreview', ownerId: c.ownerId, bookId: c.bookId },
      c.metadata,
    );
  }
}
