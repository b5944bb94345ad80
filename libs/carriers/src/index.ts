export * from './carrier-tracking.port';
export {
  DHL_STATUS_CODES,
  normaliseDhlStatus,
  toShipment as toShipmentFromDhl,
  type DhlStatusWords,
} from './domain/dhl-shipment.mapper';
export * from './domain/tracking-schedule';
export * from './domain/simulated-shipment';
export * from './dhl-tracking';
export * from './tracking-poller';
export * from './simulated-carrier';
