import { ConfigError } from '@fabelhaft/service-kit';
import { loadPrintPartnerConfig } from './config';

const KEY = 'a-local-carrier-key-123456';

describe('print partner config', () => {
  it('defaults: the local partner id, a few seconds a step, PDF/X-4 required, port 4400', () => {
    const config = loadPrintPartnerConfig({ PRINT_SIM_CARRIER_API_KEY: KEY });
    expect(config).toMatchObject({
      partnerId: 'fabelhaft-print-sim',
      stepMs: 3000,
      carrierStepMs: 5000,
      requirePdfx: true,
      port: 4400,
      carrierApiKey: KEY,
    });
  });

  it('reads the pace, the PDF/X rule and the partner id', () => {
    const config = loadPrintPartnerConfig({
      PRINT_SIM_CARRIER_API_KEY: KEY,
      PRINT_SIM_STEP_MS: '250',
      PRINT_SIM_CARRIER_STEP_MS: '100',
      PRINT_SIM_REQUIRE_PDFX: 'false',
      PRINT_SIM_PARTNER_ID: 'druckerei-nord',
    });
    expect(config).toMatchObject({
      stepMs: 250,
      carrierStepMs: 100,
      requirePdfx: false,
      partnerId: 'druckerei-nord',
    });
  });

  it('refuses a partner id that cannot be a subject token, and a missing carrier key', () => {
    expect(() =>
      loadPrintPartnerConfig({ PRINT_SIM_CARRIER_API_KEY: KEY, PRINT_SIM_PARTNER_ID: 'Druck.Nord' }),
    ).toThrow(/PRINT_SIM_PARTNER_ID/);
    expect(() => loadPrintPartnerConfig({})).toThrow(ConfigError);
  });
});
