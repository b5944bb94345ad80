export * from './print-shop.port';
export * from './domain/gelato-status';
export * from './domain/gelato-products';
export {
  carrierOf,
  splitRecipientName,
  toGelatoCreateOrder,
  GELATO_ADDRESS_LIMITS,
  type GelatoCreateOrderBody,
  type GelatoOrderSettings,
} from './domain/gelato-order.mapper';
export * from './domain/gelato-webhook';
export * from './gelato-print-shop';
