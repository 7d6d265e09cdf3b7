import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the element the URL's fragment names (`/tnc#rail`) into view once the calling screen has rendered, and
 * moves focus to it so a screen reader starts there: a lazily loaded screen is not in the page when the browser
 * itself looks for the fragment. The element needs tabIndex={-1} to take focus. A screen whose sections arrive
 * later passes `ready` once they are drawn.
 */
export function useScrollToHash(ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!ready || id === '') return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, ready]);
}
