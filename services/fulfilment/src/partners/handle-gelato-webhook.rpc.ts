import { DomainError, ErrorCodes, FulfilmentRpc } from '@fabelhaft/contracts';
import { InvalidGelatoWebhookError, parseGelatoWebhook } from '@fabelhaft/printing';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { fulfilmentDeps } from '../fulfilment.deps';
import { GELATO_PARTNER_ID } from '../infrastructure/partner-gateways';
import { applyPartnerStatus } from './apply-partner-status';

/**
 * POST /webhooks/gelato (the BFF checked the shared secret): Gelato's `order_status_updated` and item events,
 * mapped by libs/printing to the partner contract, become the same partner-status command as a NATS partner's
 * answer (issue #15). A status the contract has no word for, or another event, changes nothing.
 */
export const handleGelatoWebhookRpc = rpcBinding(
  FulfilmentRpc.handleGelatoWebhook,
  async (r, m, { moduleRef }) => {
    let result;
    try {
      result = parseGelatoWebhook(r.payload, { receivedAt: new Date().toISOString() });
    } catch (e) {
      if (e instanceof InvalidGelatoWebhookError) throw new DomainError(ErrorCodes.VALIDATION, e.message);
      throw e;
    }
    if (result.kind !== 'update' || !result.update.printJobId) return { outcome: 'ignored' as const };
    const u = result.update;
    const outcome = await applyPartnerStatus(
      fulfilmentDeps(moduleRef).printJobs,
      GELATO_PARTNER_ID,
      {
        printJobId: u.printJobId,
        partnerJobRef: u.partnerJobRef,
        status: u.status,
        reason: u.reason ?? null,
        parcels: (u.parcels ?? []).map((p) => ({
          carrier: p.carrier,
          trackingNumber: p.trackingNumber,
          trackingUrl: p.trackingUrl || null,
        })),
        occurredAt: u.occurredAt,
      },
      { correlationId: m.correlationId, causationId: m.causationId ?? null },
    );
    return { outcome };
  },
);
