import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isExternalUrl, isPostOrderPath, normalisePath } from '@/domain/navigation';

/**
 * Turns a machine's `navigation.requested` into a route change: app routes through the router (normalised,
 * SPEC 2), the post-order area and external URLs (SPEC 5) as a full page load.
 */
export function useAppNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (to, options) => {
      if (isPostOrderPath(to) || isExternalUrl(to)) {
        window.location.assign(to);
        return;
      }
      void navigate(normalisePath(to), options);
    },
    [navigate],
  );
}
