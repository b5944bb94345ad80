import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@fabelhaft/auth';
import {
  ErrorBody,
  ErrorCodes,
  TrackingNumber,
  TrackingResultResponse,
  TrackingRpc,
  parcelEventCode,
  type ShipmentView,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { RPC_CLIENT } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { schemaOf } from '../http/openapi';
import { refusal } from '../http/refusal';
import { RateLimited } from '../http/rate-limit';
import { parseOrBadRequest } from '../http/validation';

/** The service's view in spec §7's snake_case. */
export function toTrackingResult(view: ShipmentView): TrackingResultResponse {
  return {
    tracking_number: view.trackingNumber,
    carrier: view.carrier,
    status: view.status,
    estimated_delivery: view.estimatedDelivery,
    events: view.events.map((e) => ({
      at: e.at,
      status: e.status,
      // issue #24: our code, which the page words in its own language; the carrier's words stay as detail.
      code: parcelEventCode(e.carrierStatusCode, e.status),
      carrier_code: e.carrierStatusCode,
      description: e.description,
      location: e.location,
    })),
    tracking_url: view.trackingUrl,
  };
}

/**
 * spec §7 `GET /tracking/{trackingNumber}` (issue #15): the caller's own parcel; an unknown number and another
 * customer's both answer 404 "We could not find that shipment." (spec §8), in German when the site is German.
 * Lookups count against a per-customer limit, so numbers cannot be tried in bulk.
 */
@ApiTags('tracking')
@ApiBearerAuth()
@Controller('tracking')
export class TrackingController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get(':trackingNumber')
  @RateLimited('trackingLookups')
  @ApiOkResponse({ schema: schemaOf(TrackingResultResponse) })
  @ApiNotFoundResponse({ schema: schemaOf(ErrorBody), description: 'Unknown, or not the caller’s shipment' })
  async get(
    @CurrentUser() user: AuthUser,
    @Param('trackingNumber') trackingNumber: string,
  ): Promise<TrackingResultResponse> {
    const number = parseOrBadRequest(TrackingNumber, trackingNumber);
    try {
      const view = await this.rpc.call(
        TrackingRpc.getShipment,
        { ownerId: user.sub, trackingNumber: number },
        { correlationId: currentCorrelationId(), userId: user.sub },
      );
      return toTrackingResult(view);
    } catch (e) {
      // spec §8 "We could not find that shipment." (ErrorTexts); the storefront words it by code (ADR 0042).
      throw refusal(e, [ErrorCodes.TRACKING_NOT_FOUND]);
    }
  }
}
