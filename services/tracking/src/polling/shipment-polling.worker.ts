import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Periodic } from '@fabelhaft/service-kit';
import type { ShipmentPolling } from './shipment-polling';

/** Runs the polling every tick from start to shutdown (a round under way is finished first). */
export class ShipmentPollingWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly periodic: Periodic;

  constructor(
    readonly polling: ShipmentPolling,
    tickMs: number,
    logger: { warn(obj: object, msg: string): void },
  ) {
    this.periodic = new Periodic('shipment polling', tickMs, () => polling.runOnce(), logger);
  }

  onApplicationBootstrap(): void {
    this.periodic.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.periodic.stop();
  }
}
