import { ConfigError, createLogger } from '@fabelhaft/service-kit';
import { loadPrintPartnerConfig, type PrintPartnerConfig } from './config';
import { startPrintSimulator, type PrintSimulatorHandle } from './simulator';

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const logger = createLogger('print-partner', config.logLevel);
  // Signals may arrive while starting, before there is a handle to stop.
  const running: { simulator?: PrintSimulatorHandle } = {};
  const shutdown = async (code: number): Promise<void> => {
    await running.simulator?.stop();
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  running.simulator = await startPrintSimulator(config, { logger });
  console.log(
    [
      `Print partner        ${config.partnerId} (jobs from NATS, a step every ${config.stepMs} ms${
        config.requirePdfx ? ', PDF/X only' : ''
      })`,
      `Carrier (DHL API)    ${running.simulator.carrierUrl}/track/shipments?trackingNumber=…  (header DHL-API-Key)`,
      `Carrier pace         a step every ${config.carrierStepMs} ms`,
      `State                ${config.dataDir}`,
    ].join('\n'),
  );
  // One stable line for launchers that watch the output.
  console.log(`print-partner ready ${running.simulator.carrierUrl}`);
}

function readConfigOrExit(): PrintPartnerConfig {
  try {
    return loadPrintPartnerConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`print-partner: ${error.message}`);
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error('print-partner: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
