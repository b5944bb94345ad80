import { SetMetadata } from '@nestjs/common';

export const ROLES_KEY = 'fabelhaft:auth:roles';

/** Cognito groups of which the user must be in at least one; checked by RolesGuard. */
export const Roles = (...groups: string[]): MethodDecorator & ClassDecorator =>
  SetMetadata(ROLES_KEY, groups);
