import { OrdersRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import type { OrdersConfig } from '../orders.config';
import { ORDERS_CONFIG } from '../orders.di-tokens';

/**
 * GET /prices, through the BFF (issue #24): the gross prices the checkout will charge (VAT included, spec §1),
 * from the same configuration StartCheckout prices with, so the preview page never shows another price.
 */
export const getPriceListRpc = rpcBinding(OrdersRpc.getPriceList, async (_r, _m, { moduleRef }) => {
  const config = moduleRef.get<OrdersConfig>(ORDERS_CONFIG, { strict: false });
  return {
    currency: config.ORDER_CURRENCY.toUpperCase(),
    vatRatePercent: config.ORDER_VAT_RATE_PERCENT,
    unitAmounts: { booklet: config.ORDER_PRICE_BOOKLET, board: config.ORDER_PRICE_BOARD },
  };
});
