import { useEffect, type ReactNode } from 'react';
import { navigate } from 'vike/client/router';
import { useAuth } from '../auth/AuthContext';
import { accessDecision, type Access } from '../navigation/access';
import { Loader } from './Loader';

/**
 * Applies a page's access setting (spec §2, ADR 0042) while it is shown: loader while the auth state loads (the
 * server render and the hydrating first render), then render, or redirect when the state changes (a sign-out,
 * an expired session); `here` (path, query, hash) is where a signed-out visitor comes back to after signing in.
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
  const decision = accessDecision(access, auth, here);
  const target = decision.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (target) void navigate(target);
  }, [target]);
  if (decision.kind === 'render') return <>{children}</>;
  return <Loader />;
}
