import { useSelector } from '@xstate/react';
import { selectIsOffline } from '@machines/network.machine';
import { useRootActors } from './RootActorsContext';
import styles from './NetworkNotice.module.css';

/** While the browser is offline, says why a step that needs the network (login, checkout) cannot go on. */
export function NeedsNetwork({ text }: { text: string }) {
  const offline = useSelector(useRootActors().network, selectIsOffline);
  return offline ? (
    <p role="alert" className={styles.needsNetwork}>
      {text}
    </p>
  ) : null;
}
