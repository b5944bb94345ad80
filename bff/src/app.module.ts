import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import type { Logger } from 'pino';
import { assertStorageConfig, StorableTextInterceptor } from '@fabelhaft/service-kit';
import { AuthModule, JwtAuthGuard, RolesGuard } from '@fabelhaft/auth';
import {
  connectNats,
  NatsKvRateLimiter,
  RpcClient,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { createObjectStorage, UrlSigner } from '@fabelhaft/storage';
import type { BffConfig } from './bff.config';
import {
  BFF_CONFIG,
  LOGGER,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  RATE_LIMITER,
  RPC_CLIENT,
  URL_SIGNER,
} from './bff.di-tokens';
import { RateLimitGuard } from './http/rate-limit';
import { HealthController } from './health/health.controller';
import { AllExceptionsFilter } from './http/all-exceptions.filter';
import { LimitsController } from './limits/limits.controller';
import { BooksController } from './books/books.controller';
import { OrdersController, PricesController } from './orders/orders.controller';
import { GelatoWebhookController } from './webhooks/gelato-webhook.controller';
import { StripeWebhookController } from './webhooks/stripe-webhook.controller';
import { SupportBooksController } from './support/support-books.controller';
import { AdminBooksController } from './admin/books.controller';
import { AdminDeadLettersController } from './admin/dead-letters.controller';
import { AdminLimitRequestsController } from './admin/limit-requests.controller';
import { AdminCustomersController } from './admin/customers.controller';
import { AdminOrdersController } from './admin/orders.controller';
import { AdminPrintJobsController } from './admin/print-jobs.controller';
import { AssetsController } from './assets/assets.controller';
import { UploadsController } from './uploads/uploads.controller';
import { AccountController } from './account/account.controller';
import { RefinementController } from './refinement/refinement.controller';
import { TrackingController } from './tracking/tracking.controller';
import { ListenController, ListeningLinkController } from './listening/listening.controller';
import { CognitoIdentityUsers } from './account/cognito-identity-users';
import { ErasedSubjectGuard } from './account/erased-subject.guard';
import { ERASURE_LEDGER, NatsKvErasureLedger } from './account/erasure-ledger';
import { ErasureRetrier } from './account/erasure-retrier';
import { ErasureSaga } from './account/erasure-saga';
import { IDENTITY_USERS } from './account/identity.port';
import { AdminErasuresController } from './admin/erasures.controller';
import { CognitoCustomerDirectory } from './admin/cognito-customer-directory';
import { CUSTOMER_DIRECTORY, noCustomerDirectory } from './admin/customer-directory.port';
import { AdminRefinementSessionsController } from './admin/refinement-sessions.controller';
import { siteLocale } from './refinement/site-locale';

@Module({})
export class AppModule implements OnApplicationShutdown {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  static async forRoot(config: BffConfig, logger: Logger): Promise<DynamicModule> {
    assertStorageConfig(config);
    const nc = await connectNats({
      url: config.NATS_URL,
      name: 'bff',
      user: config.NATS_USER,
      password: config.NATS_PASSWORD,
    });
    const subjects = new Subjects(config.NATS_PREFIX);
    const rateLimiter = await NatsKvRateLimiter.open(nc, subjects, {
      onError: (err) => logger.warn({ err }, 'rate limit store unreachable; request let through'),
    });
    const rpc = new RpcClient(nc, subjects, config.RPC_TIMEOUT_MS);
    // issue #22: the erased subjects and their erasure saga, shared by every instance.
    const erasures = await NatsKvErasureLedger.open(nc, subjects);
    const saga = new ErasureSaga(rpc, erasures, logger);
    return {
      module: AppModule,
      imports: [
        AuthModule.forRoot({
          issuer: config.COGNITO_ISSUER,
          audience: config.COGNITO_CLIENT_ID,
          jwksUri: config.COGNITO_JWKS_URI,
        }),
      ],
      controllers: [
        HealthController,
        LimitsController,
        // Before BooksController: GET /books/orders must not be taken for GET /books/{bookId}.
        OrdersController,
        PricesController,
        BooksController,
        // issue #14: /books/{bookId}/refine/… (spec §7).
        RefinementController,
        // issue #28 part 4: /books/{bookId}/listening-link and the public /listen/{token}.
        ListeningLinkController,
        ListenController,
        TrackingController,
        AssetsController,
        UploadsController,
        StripeWebhookController,
        GelatoWebhookController,
        SupportBooksController,
        // The support console's /admin/* (issue #13, docs/admin-api.md).
        AdminBooksController,
        AdminDeadLettersController,
        AdminOrdersController,
        AdminPrintJobsController,
        AccountController,
        AdminLimitRequestsController,
        AdminCustomersController,
        AdminErasuresController,
        AdminRefinementSessionsController,
      ],
      providers: [
        { provide: BFF_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: NATS_CONNECTION, useValue: nc },
        { provide: RPC_CLIENT, useValue: rpc },
        { provide: ERASURE_LEDGER, useValue: erasures },
        { provide: ErasureSaga, useValue: saga },
        {
          provide: ErasureRetrier,
          useValue: new ErasureRetrier(saga, config.ERASURE_RETRY_INTERVAL_MS, logger),
        },
        { provide: RATE_LIMITER, useValue: rateLimiter },
        { provide: OBJECT_STORAGE, useValue: createObjectStorage(config) },
        {
          provide: URL_SIGNER,
          useValue: new UrlSigner({ secret: config.ASSET_URL_SECRET, baseUrl: config.BFF_PUBLIC_URL }),
        },
        {
          provide: IDENTITY_USERS,
          useValue: new CognitoIdentityUsers(
            config.COGNITO_API_URL ?? new URL(config.COGNITO_ISSUER).origin,
            config.COGNITO_CLIENT_ID,
          ),
        },
        {
          // issue #24 (ADR 0034): the verified emails support sees come from the identity provider.
          provide: CUSTOMER_DIRECTORY,
          useValue: config.COGNITO_ADMIN_API_URL
            ? new CognitoCustomerDirectory(
                config.COGNITO_ADMIN_API_URL,
                config.COGNITO_USER_POOL_ID ?? userPoolIdOf(config.COGNITO_ISSUER),
                3000,
                config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
                  ? {
                      region: config.AWS_REGION ?? regionOf(config.COGNITO_ISSUER),
                      credentials: {
                        accessKeyId: config.AWS_ACCESS_KEY_ID,
                        secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
                        sessionToken: config.AWS_SESSION_TOKEN,
                      },
                    }
                  : undefined,
              )
            : noCustomerDirectory,
        },
        // Every route needs a verified id token unless marked @Public(); then roles are checked.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        // issue #22: an erased subject's still-valid token is refused (401) from the moment its erasure starts.
        { provide: APP_GUARD, useClass: ErasedSubjectGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        // Issue #12: after auth, so that limits count per customer.
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // issue #22: text Postgres cannot store is refused once, at the edge, on every route.
        {
          provide: APP_INTERCEPTOR,
          useValue: new StorableTextInterceptor((req) =>
            siteLocale(req.headers.cookie, req.headers['accept-language']),
          ),
        },
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.nc.drain().catch(() => undefined);
  }
}

/** Cognito's issuer is `https://cognito-idp.<region>.amazonaws.com/<poolId>` (locally `<identity>/<poolId>`). */
export function userPoolIdOf(issuer: string): string {
  return new URL(issuer).pathname.split('/').filter(Boolean).at(-1) ?? '';
}

/** The region in Cognito's issuer host (`cognito-idp.<region>.amazonaws.com`); Frankfurt otherwise (spec §9). */
export function regionOf(issuer: string): string {
  return /^cognito-idp\.([a-z0-9-]+)\.amazonaws\.com$/.exec(new URL(issuer).hostname)?.[1] ?? 'eu-central-1';
}
