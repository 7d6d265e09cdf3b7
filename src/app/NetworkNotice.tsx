import { useSelector } from '@xstate/react';
import { useMessages } from '@/i18n/useMessages';
import { selectNetworkNotice } from '@machines/network.machine';
import { useRootActors } from './RootActorsContext';
import styles from './NetworkNotice.module.css';

/** SPEC 8's network texts in a strip at the top of every page: offline, retrying, retry failed. */
export function NetworkNotice() {
  const notice = useSelector(useRootActors().network, selectNetworkNotice);
  const say = useMessages();
  return (
    <div role="status" className={notice ? styles.notice : undefined} data-notice={notice ?? undefined}>
      {notice ? say(notice) : null}
    </div>
  );
}
