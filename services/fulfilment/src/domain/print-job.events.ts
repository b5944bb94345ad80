import { z } from 'zod';
import {
  Parcel,
  PartnerStatus,
  PrintJobStatus,
  PrintProduct,
  PrintShippingAddress,
} from '@fabelhaft/contracts';
import type { EventCatalogFor } from '@fabelhaft/eventsourcing';
import type { PrintJobEvent } from './print-job';

// The stored shape of every print job event (ADR 0013).

const at = { at: z.string() };
const spec = {
  printJobId: z.string(),
  orderId: z.string(),
  itemId: z.string(),
  bookId: z.string(),
  ownerId: z.string(),
  partnerId: z.string(),
  reprintOf: z.string().nullable(),
  product: PrintProduct,
  files: z.array(
    z.object({
      kind: z.enum(['interior', 'cover']),
      key: z.string(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  quantity: z.number().int().min(1),
  shippingAddress: PrintShippingAddress,
  promised: z.object({ dispatchBy: z.string(), deliverFrom: z.string(), deliverTo: z.string() }),
};

export const printJobEventCatalog: EventCatalogFor<PrintJobEvent> = {
  PrintJobRequested: { version: 1, schema: z.object({ ...at, ...spec }) },
  PrintJobSubmitted: {
    version: 1,
    schema: z.object({ ...at, ...spec, partnerJobRef: z.string().nullable() }),
  },
  PrintJobStatusChanged: {
    version: 1,
    schema: z.object({
      ...at,
      printJobId: z.string(),
      orderId: z.string(),
      itemId: z.string(),
      bookId: z.string(),
      ownerId: z.string(),
      status: PrintJobStatus,
      source: z.enum(['partner', 'support', 'carrier']),
      partnerStatus: PartnerStatus.nullable(),
      partnerJobRef: z.string().nullable(),
      reason: z.string().nullable(),
      parcels: z.array(Parcel),
      occurredAt: z.string(),
    }),
  },
  PrintJobCancelRequested: {
    version: 1,
    schema: z.object({
      ...at,
      printJobId: z.string(),
      partnerId: z.string(),
      partnerJobRef: z.string().nullable(),
      reason: z.string(),
    }),
  },
  PrintJobReprinted: {
    version: 1,
    schema: z.object({ ...at, printJobId: z.string(), newPrintJobId: z.string(), reason: z.string() }),
  },
};
