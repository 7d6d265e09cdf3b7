import { useLocation } from 'react-router-dom';

export const CURRENT_LOCATION_TEST_ID = 'current-location';

/** Renders the router's current path and query, so a test can read where the app went. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid={CURRENT_LOCATION_TEST_ID}>{`${pathname}${search}`}</output>;
}
