import type { Logger } from 'pino';
import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { SimulatedCarrier } from '@fabelhaft/carriers';
import { connectNats, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { startCarrierServer } from './carrier-server';
import type { PrintPartnerConfig } from './config';
import { PartnerStore } from './partner-store';
import { startPrintPartner } from './print-partner';

export interface PrintSimulatorHandle {
  /** The local carrier's base URL (DHL adapter `baseUrl`). */
  carrierUrl: string;
  port: number;
  stop(): Promise<void>;
}

/** The shop and its carrier together, as `npm start` runs them (main.ts) and the tests start them. */
export async function startPrintSimulator(
  config: PrintPartnerConfig,
  options: { logger: Logger; clock?: () => Date; fetch?: typeof fetch; nc?: NatsConnection },
): Promise<PrintSimulatorHandle> {
  const clock = options.clock ?? (() => new Date());
  const store = new PartnerStore(config.dataDir);
  const carriers = {
    de: new SimulatedCarrier({ clock, store, language: 'de' }),
    en: new SimulatedCarrier({ clock, store, language: 'en' }),
  };
  const ownConnection = !options.nc;
  const nc =
    options.nc ??
    (await connectNats({
      url: config.natsUrl,
      name: `print-partner-${config.partnerId}`,
      ...(config.natsUser ? { user: config.natsUser, password: config.natsPassword } : {}),
    }));
  let partner: Awaited<ReturnType<typeof startPrintPartner>> | undefined;
  const server = await startCarrierServer({
    host: config.host,
    port: config.port,
    apiKey: config.carrierApiKey,
    carriers,
    store,
    health: () =>
      partner?.healthy() ? { ok: true } : { ok: false, detail: 'not connected to its print jobs' },
  });
  const startPartner = () =>
    startPrintPartner({
      nc,
      subjects: new Subjects(config.natsPrefix),
      partnerId: config.partnerId,
      store,
      carrier: carriers.en,
      stepMs: config.stepMs,
      carrierStepMs: config.carrierStepMs,
      requirePdfx: config.requirePdfx,
      trackingUrlBase: config.publicUrl ?? server.url.replace('127.0.0.1', 'localhost'),
      shipsFrom: config.shipsFrom,
      logger: options.logger,
      clock,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  // The fulfilment stream is the fulfilment service's: until it has created it, the shop waits (and its
  // carrier already answers for the parcels it shipped before).
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const waitForStream = (): void => {
    retry = setTimeout(() => {
      startPartner()
        .then(async (started) => {
          if (stopped) return started.stop();
          partner = started;
          options.logger.info('the fulfilment stream is there: taking print jobs');
        })
        .catch((error: unknown) => {
          if (!stopped && isStreamMissing(error)) return waitForStream();
          options.logger.error({ err: error }, 'print partner failed to start');
        });
    }, 2000);
  };
  try {
    partner = await startPartner();
  } catch (error) {
    if (isStreamMissing(error)) {
      options.logger.info('waiting for the fulfilment stream (EVT_FULFILMENT) before taking print jobs');
      waitForStream();
    } else {
      await server.close();
      if (ownConnection) await nc.close();
      throw error;
    }
  }
  return {
    carrierUrl: server.url,
    port: server.port,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await partner?.stop();
      await server.close();
      if (ownConnection) await nc.drain();
    },
  };
}

const isStreamMissing = (error: unknown): boolean =>
  error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound;
