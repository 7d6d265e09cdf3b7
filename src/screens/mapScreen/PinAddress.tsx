import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '@/components/Button';
import { selectIsBusy, selectIsUnresolved, selectPlace, selectPoint, type mapPinMachine } from '@machines/mapPin.machine';
import mapScreenTexts from '@/i18n/en/mapScreen';
import { useTexts } from '@/i18n/useTexts';
import { coordinatesText } from './coordinatesText';
import styles from './MapScreen.module.css';

export interface PinAddressProps {
  actor: ActorRefFrom<typeof mapPinMachine>;
}

/** The address under the pin: being located, named, or (when it cannot be named) the coordinates and a retry. */
export function PinAddress({ actor }: PinAddressProps) {
  const { t } = useTexts(mapScreenTexts);
  const busy = useSelector(actor, selectIsBusy);
  const place = useSelector(actor, selectPlace);
  const unresolved = useSelector(actor, selectIsUnresolved);
  const point = useSelector(actor, selectPoint);

  return (
    <>
      <div className={styles.address} aria-live="polite" aria-busy={busy}>
        {busy ? (
          <p className={styles.locating}>
            <span className={styles.spinner} aria-hidden="true" />
            {t.locatingAddress}
          </p>
        ) : place ? (
          <>
            <p className={styles.placeName}>{place.subLocality || place.locality || place.city}</p>
            <p className={styles.placeLine}>{place.formattedAddress}</p>
          </>
        ) : (
          <>
            <p className={styles.placeName}>{coordinatesText(point)}</p>
            <p className={styles.placeLine}>{t.addressNotFound}</p>
          </>
        )}
      </div>
      {unresolved ? (
        <Button variant="ghost" className={styles.retry} onClick={() => actor.send({ type: 'pin.retry' })}>
          {t.retryAddress}
        </Button>
      ) : null}
    </>
  );
}
