import { ConfigError, createLogger } from '@fabelhaft/service-kit';
import { loadCheckoutConfig, type CheckoutConfig } from './config';
import { startLocalCheckout, type LocalCheckoutHandle } from './local-checkout';

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const logger = createLogger('local-checkout', config.logLevel);
  // Signals may arrive while starting, before there is a handle to stop.
  const running: { checkout?: LocalCheckoutHandle } = {};
  const shutdown = async (code: number): Promise<void> => {
    await running.checkout?.stop();
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  running.checkout = await startLocalCheckout({ ...config, logger });
  console.log(
    [
      `Stripe API (local)   http://${config.host}:${running.checkout.port}/v1`,
      `Hosted checkout      ${running.checkout.url}/c/pay/<session id>`,
      `Webhooks to          ${config.webhookUrl}`,
      `Promotion codes      ${
        Object.entries(config.promotionCodes)
          .map(([code, pct]) => `${code} (${pct} %)`)
          .join(', ') || 'none'
      }`,
      `State                ${config.dataDir}`,
      'Test cards           4242 4242 4242 4242 paid · 4000 0000 0000 0002 declined · …0077 delayed ok · …0341 delayed fail',
    ].join('\n'),
  );
  // One stable line for launchers that watch the output.
  console.log(`checkout ready ${running.checkout.url}`);
}

function readConfigOrExit(): CheckoutConfig {
  try {
    return loadCheckoutConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`checkout: ${error.message}`);
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error('checkout: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
