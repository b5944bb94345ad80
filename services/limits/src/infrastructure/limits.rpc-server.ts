import { LimitsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { ConsumeEditCommand } from '../commands/consume-edit/consume-edit.command';
import { GrantEditsCommand } from '../commands/grant-edits/grant-edits.command';
import { GrantPreviewsCommand } from '../commands/grant-previews/grant-previews.command';
import { ReleasePreviewCommand } from '../commands/release-preview/release-preview.command';
import { ReservePreviewCommand } from '../commands/reserve-preview/reserve-preview.command';
import { GetLimitsQuery } from '../queries/get-limits/get-limits.query';

/** The service's NATS face: each contract of LimitsRpc bound to its use case (the kit serves them). */
export const limitsRpcBindings = [
  rpcBinding(LimitsRpc.getLimits, (r, _m, { queries }) => queries.execute(new GetLimitsQuery(r.ownerId))),
  rpcBinding(LimitsRpc.reservePreview, (r, m, { commands }) =>
    commands.execute(new ReservePreviewCommand(r.ownerId, r.bookId, m)),
  ),
  rpcBinding(LimitsRpc.releasePreview, (r, m, { commands }) =>
    commands.execute(new ReleasePreviewCommand(r.ownerId, r.bookId, m)),
  ),
  rpcBinding(LimitsRpc.consumeEdit, (r, m, { commands }) =>
    commands.execute(new ConsumeEditCommand(r.ownerId, r.editId, r.bookId, m)),
  ),
  rpcBinding(LimitsRpc.grantPreviews, (r, m, { commands }) =>
    commands.execute(new GrantPreviewsCommand(r.ownerId, r.grantId, r.count, m)),
  ),
  rpcBinding(LimitsRpc.grantEdits, (r, m, { commands }) =>
    commands.execute(new GrantEditsCommand(r.ownerId, r.grantId, r.count, m)),
  ),
];
