import { useEffect, type ReactNode } from 'react';
import { Navigate, NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { normalisePath } from '@/domain/navigation';
import { Loader } from '@/components/Loader';
import { t } from '@/i18n';

/** SPEC 2: /landing and /everyday-value-offers replace themselves with their normal path, keeping the query. */
export function NormalisePathRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={normalisePath(`${pathname}${search}${hash}`)} replace />;
}

export interface PostOrderRedirectProps {
  /** Shown when this document itself was loaded at the post-order URL: nothing else serves it. */
  fallback: ReactNode;
}

/** SPEC 2: in-app navigation into /postorder-ui/ becomes a full page load. */
export function PostOrderRedirect({ fallback }: PostOrderRedirectProps) {
  const { pathname, search, hash } = useLocation();
  const isDocumentLoad = useNavigationType() === NavigationType.Pop;
  const target = `${pathname}${search}${hash}`;

  useEffect(() => {
    if (!isDocumentLoad) window.location.assign(target);
  }, [isDocumentLoad, target]);

  return isDocumentLoad ? fallback : <Loader label={t.redirecting} fullPage />;
}
