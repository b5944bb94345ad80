export { startPrintSimulator, type PrintSimulatorHandle } from './simulator';
export { startPrintPartner, PARCEL_CARRIER, type PrintPartnerOptions } from './print-partner';
export { startCarrierServer } from './carrier-server';
export { loadPrintPartnerConfig, printPartnerEnvSchema, DEFAULT_PARTNER_ID } from './config';
export type { PrintPartnerConfig } from './config';
export { partnerJobRefFor, trackingNumberFor } from './domain/references';
