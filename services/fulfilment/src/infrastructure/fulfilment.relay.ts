import { FulfilmentEvents, partnerSubject, type PrintJobSubmittedData } from '@fabelhaft/contracts';
import type { IntegrationMapper } from '@fabelhaft/eventsourcing';
import type { UrlSigner } from '@fabelhaft/storage';
import type { PrintJobEvent } from '../domain/print-job';
import { signJobFiles } from './signed-files';

/**
 * Stored events stay private except three (issue #15):
 * - PrintJobSubmitted → `fulfilment.v1.PrintJobSubmitted` on the partner's own subject
 *   (`evt.fulfilment.print-job.submitted.<partnerId>`), with the files as signed links made now;
 * - PrintJobCancelRequested → `fulfilment.v1.PrintJobCancelRequested` on `…cancel-requested.<partnerId>`;
 * - PrintJobStatusChanged → `fulfilment.v1.PrintJobStatusChanged` for our own services.
 * The message id is the stored event's id (Nats-Msg-Id), so a partner sees each job once.
 */
export function fulfilmentIntegrationMapper(signer: UrlSigner, linkTtlSeconds: number): IntegrationMapper {
  return (recorded) => {
    const event = { type: recorded.type, data: recorded.data } as PrintJobEvent;
    switch (event.type) {
      case 'PrintJobSubmitted': {
        const { partnerJobRef: _ref, at, ...spec } = event.data;
        const signed = signJobFiles(signer, spec, linkTtlSeconds, recorded.recordedAt);
        const c = FulfilmentEvents.printJobSubmittedV1;
        const data: PrintJobSubmittedData = {
          printJobId: spec.printJobId,
          partnerId: spec.partnerId,
          orderReference: spec.orderId,
          reprintOf: spec.reprintOf,
          product: spec.product,
          files: signed.files,
          quantity: spec.quantity,
          shippingAddress: spec.shippingAddress,
          promised: spec.promised,
          submittedAt: at,
        };
        return { subject: partnerSubject(c.subject, spec.partnerId), type: c.type, data };
      }
      case 'PrintJobCancelRequested': {
        const c = FulfilmentEvents.printJobCancelRequestedV1;
        const { printJobId, partnerId, partnerJobRef, reason, at } = event.data;
        return {
          subject: partnerSubject(c.subject, partnerId),
          type: c.type,
          data: { printJobId, partnerId, partnerJobRef, reason, requestedAt: at },
        };
      }
      case 'PrintJobStatusChanged': {
        const c = FulfilmentEvents.printJobStatusChangedV1;
        const d = event.data;
        return {
          subject: c.subject,
          type: c.type,
          data: {
            printJobId: d.printJobId,
            orderId: d.orderId,
            itemId: d.itemId,
            bookId: d.bookId,
            ownerId: d.ownerId,
            status: d.status,
            reason: d.reason,
            parcels: d.parcels,
            changedAt: d.at,
          },
        };
      }
      default:
        return null;
    }
  };
}
