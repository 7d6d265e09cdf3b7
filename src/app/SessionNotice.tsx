import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import common from '@/i18n/en/common';
import { useMessages } from '@/i18n/useMessages';
import { useTexts } from '@/i18n/useTexts';
import { selectHasFailed, selectNotice } from '@machines/session.machine';
import { lazyWithRetry } from './lazyWithRetry';
import { useRootActors } from './RootActorsContext';

/** Loaded only when there is something to say, keeping it off the landing route's first load. */
const Popup = lazyWithRetry(() => import('@/components/Popup').then(({ Popup: component }) => ({ default: component })));

/** The session's messages in the shared popup: its notice (SPEC 8), or a retry when no session could be made. */
export function SessionNotice() {
  const { session } = useRootActors();
  const notice = useSelector(session, selectNotice);
  const hasFailed = useSelector(session, selectHasFailed);
  const { t } = useTexts(common);
  const say = useMessages();

  if (notice) {
    return (
      <Suspense fallback={null}>
        <Popup body={say(notice)} onClose={() => session.send({ type: 'notice.dismiss' })} alert />
      </Suspense>
    );
  }
  if (hasFailed) {
    const retry = () => session.send({ type: 'session.retry' });
    return (
      <Suspense fallback={null}>
        <Popup body={say('genericError')} rightButton={{ label: t.retry, onClick: retry }} onClose={retry} alert />
      </Suspense>
    );
  }
  return null;
}
