import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteAccess } from '@matka/shared';
import { selectUser } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { decideAccess } from './decide';

export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const verdict = decideAccess(access, user);
  if (!verdict.allow) return <Navigate to={verdict.redirectTo} replace />;
  return <>{children}</>;
}
