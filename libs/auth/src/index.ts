export { AuthModule } from './auth.module';
export type { AuthModuleOptions } from './auth.options';
export { JwtAuthGuard } from './jwt-auth.guard';
export { RolesGuard } from './roles.guard';
export { Public } from './public.decorator';
export { Roles } from './roles.decorator';
export { CurrentUser } from './current-user.decorator';
export { SUPPORT_GROUP, type AuthUser } from './auth-user';
export { AUTH_ERROR_CODES, type AuthErrorBody, type AuthErrorCode } from './auth.errors';
