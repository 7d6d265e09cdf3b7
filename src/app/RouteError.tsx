import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from '@/components/ErrorFallback';

/** A route that threw (or whose chunk failed after all retries) shows the SPEC error fallback. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <ErrorFallback />;
}
