import { useEffect } from 'react';
import { Navigate, NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { appPathOfPostOrder, normalisePath } from '@/domain/navigation';
import { Loader } from '@/components/Loader';
import common from '@/i18n/en/common';
import { useTexts } from '@/i18n/useTexts';

/** SPEC 2: /landing and /everyday-value-offers replace themselves with their normal path, keeping the query. */
export function NormalisePathRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={normalisePath(`${pathname}${search}${hash}`)} replace />;
}

/**
 * SPEC 2: in-app navigation into /postorder-ui/ becomes a full page load; the document loaded there shows
 * the app page of the same name (this app serves the post-order pages itself).
 */
export function PostOrderRedirect() {
  const { pathname, search, hash } = useLocation();
  const isDocumentLoad = useNavigationType() === NavigationType.Pop;
  const target = `${pathname}${search}${hash}`;
  const { t } = useTexts(common);

  useEffect(() => {
    if (!isDocumentLoad) window.location.assign(target);
  }, [isDocumentLoad, target]);

  return isDocumentLoad ? <Navigate to={appPathOfPostOrder(target)} replace /> : <Loader label={t.redirecting} fullPage />;
}
