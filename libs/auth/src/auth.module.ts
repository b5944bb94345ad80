import { Module, type DynamicModule } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AUTH_OPTIONS, JWT_STRATEGY } from './auth.di-tokens';
import { resolveAuthOptions, type AuthModuleOptions } from './auth.options';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { RolesGuard } from './roles.guard';

@Module({})
export class AuthModule {
  /**
   * Registers the 'jwt' strategy for one user pool and app client. Global, so the APP_GUARDs the app
   * registers (JwtAuthGuard, then RolesGuard) resolve wherever they are declared.
   */
  static forRoot(options: AuthModuleOptions): DynamicModule {
    return {
      module: AuthModule,
      global: true,
      imports: [PassportModule.register({ defaultStrategy: JWT_STRATEGY, session: false })],
      providers: [
        { provide: AUTH_OPTIONS, useValue: resolveAuthOptions(options) },
        JwtStrategy,
        JwtAuthGuard,
        RolesGuard,
      ],
      exports: [AUTH_OPTIONS, JwtAuthGuard, RolesGuard],
    };
  }
}
