import { createDhlTracking, type CarrierTracking } from '@fabelhaft/carriers';
import type { TrackingConfig } from '../tracking.config';

/** The carriers this instance asks, by key (issue #15: `CARRIER=dhl`, locally pointed at the partner simulator). */
export function carriersOf(config: TrackingConfig): Record<string, CarrierTracking> {
  switch (config.CARRIER) {
    case 'dhl':
      return {
        dhl: createDhlTracking({
          apiKey: config.DHL_API_KEY,
          baseUrl: config.CARRIER_DHL_BASE_URL,
          language: config.DHL_LANGUAGE,
        }),
      };
  }
}
