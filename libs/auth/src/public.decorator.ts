import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'fabelhaft:auth:public';

/** Opens a route (or a whole controller) to anonymous visitors when JwtAuthGuard is global. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);
