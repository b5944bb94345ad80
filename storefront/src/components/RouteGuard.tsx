import { useEffect, type ReactNode } from 'react';
import { navigate } from 'vike/client/router';
import { useAuth } from '../auth/AuthContext';
import { guard, type Access } from '../routes';
import { Loader } from './Loader';

/**
 * Applies a route's access rule (spec §2): loader while the auth state loads, then render or redirect; `here`
 * (path, query, hash) is where a signed-out visitor comes back to after signing in.
 */
export function RouteGuard({
  access,
  here,
  children,
}: {
  access: Access;
  here: string;
  children: ReactNode;
}) {
  const auth = useAuth();
  const decision = guard(access, auth, here);
  const target = decision.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (target) void navigate(target);
  }, [target]);
  if (decision.kind === 'render') return <>{children}</>;
  return <Loader />;
}
