import { Module, type DynamicModule } from '@nestjs/common';
import type { Pool } from 'pg';
import type { CarrierTracking } from '@fabelhaft/carriers';
import { TrackingEventStream } from '@fabelhaft/contracts';
import type { PostgresEventStore } from '@fabelhaft/eventsourcing';
import type { Logger } from '@fabelhaft/service-kit';
import { ServiceKitModule } from '@fabelhaft/service-kit/service';
import { eraseOwnerDataRpc } from './erasure/erase-owner-data.rpc';
import { carriersOf } from './infrastructure/carriers';
import { trackingDatabase } from './infrastructure/database';
import { shipmentRepository, type ShipmentRepository } from './infrastructure/shipment.repository';
import { mapToIntegrationEvent } from './infrastructure/tracking.relay';
import { getShipmentRpc } from './lookup/get-shipment.rpc';
import { ShipmentPolling } from './polling/shipment-polling';
import { ShipmentPollingWorker } from './polling/shipment-polling.worker';
import type { TrackingConfig } from './tracking.config';
import { CARRIERS, EVENT_STORE, LOGGER, PG_POOL, SHIPMENT_POLLING, SHIPMENTS } from './tracking.di-tokens';
import { trackingPolicies } from './tracking.policies';

/** Tests pass the carriers (a DHL adapter at the stand-in) and a clock. */
export interface TrackingModuleOptions {
  carriers?: Record<string, CarrierTracking>;
  clock?: () => Date;
}

@Module({})
export class TrackingModule {
  static forRoot(config: TrackingConfig, options: TrackingModuleOptions = {}): Promise<DynamicModule> {
    return ServiceKitModule.forService(TrackingModule, {
      name: 'tracking',
      config,
      database: trackingDatabase,
      integrationEvents: { stream: TrackingEventStream, map: mapToIntegrationEvent },
      // The service's NATS face: each use case's binding, kept in the use case's folder.
      rpc: [getShipmentRpc, eraseOwnerDataRpc],
      providers: [
        {
          provide: SHIPMENTS,
          useFactory: (store: PostgresEventStore) => shipmentRepository(store, options.clock),
          inject: [EVENT_STORE],
        },
        { provide: CARRIERS, useValue: options.carriers ?? carriersOf(config) },
        {
          provide: SHIPMENT_POLLING,
          useFactory: (
            pool: Pool,
            shipments: ShipmentRepository,
            carriers: Record<string, CarrierTracking>,
            logger: Logger,
          ) =>
            new ShipmentPollingWorker(
              new ShipmentPolling({
                pool,
                shipments,
                carriers,
                policy: {
                  initialIntervalMs: config.TRACKING_POLL_INITIAL_INTERVAL_MS,
                  maxIntervalMs: config.TRACKING_POLL_MAX_INTERVAL_MS,
                  backoffFactor: 2,
                  outForDeliveryIntervalMs: config.TRACKING_POLL_OUT_FOR_DELIVERY_INTERVAL_MS,
                  notFoundGiveUpMs: 3 * 24 * 60 * 60_000,
                  maxPollsPerShipmentPerDay: config.TRACKING_POLLS_PER_SHIPMENT_PER_DAY,
                },
                dailyLimit: config.DHL_DAILY_REQUEST_LIMIT,
                batch: config.TRACKING_POLL_BATCH,
                leaseMs: config.TRACKING_POLL_LEASE_MS,
                logger,
                ...(options.clock ? { clock: options.clock } : {}),
              }),
              config.TRACKING_POLL_TICK_MS,
              logger,
            ),
          inject: [PG_POOL, SHIPMENTS, CARRIERS, LOGGER],
        },
        trackingPolicies,
      ],
    });
  }
}
