import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { TextField } from '@/components/TextField';
import { HOUSE_NO_MAX, LANDMARK_MAX } from '@/domain/address';
import {
  selectAddress,
  selectErrors,
  selectHouseNo,
  selectIsAsking,
  selectLandmark,
  type doorstepMachine,
  type DoorstepSnapshot,
} from '@machines/doorstep.machine';
import shell from '@/i18n/en/shell';
import { fieldMessageOf } from '@/domain/validation';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useTexts } from '@/i18n/useTexts';
import styles from './CompleteAddress.module.css';

export interface CompleteAddressProps {
  actor: ActorRefFrom<typeof doorstepMachine>;
}

const selectIsRefused = (snapshot: DoorstepSnapshot): boolean => snapshot.hasTag('error');

/** The house or flat number and landmark of a map-pin delivery, asked on the payment page before Place order. */
export function CompleteAddress({ actor }: CompleteAddressProps) {
  const asking = useSelector(actor, selectIsAsking);
  const address = useSelector(actor, selectAddress);
  const houseNo = useSelector(actor, selectHouseNo);
  const landmark = useSelector(actor, selectLandmark);
  const errors = useSelector(actor, selectErrors);
  const fieldMessage = useFieldMessage();
  const refused = useSelector(actor, selectIsRefused);
  const headingId = useId();
  const text = useTexts(shell).t.completeAddress;
  const sectionRef = useRef<HTMLElement>(null);

  // A refused Place order: the field with the message takes focus so it is read out and in view.
  useEffect(() => {
    if (refused) sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  if (!asking) return null;
  return (
    <section ref={sectionRef} className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {text.heading}
      </h2>
      {address ? (
        <p className={styles.place}>
          <span className={styles.placeLabel}>{text.deliverTo}</span>
          <span translate="no">{address}</span>
        </p>
      ) : null}
      <p className={styles.note}>{text.note}</p>
      <div className={styles.fields}>
        <TextField
          label={text.houseNo}
          name="houseNo"
          autoComplete="address-line2"
          maxLength={HOUSE_NO_MAX}
          required
          value={houseNo}
          hint={text.houseNoHint}
          error={fieldMessage(fieldMessageOf(errors.houseNo ?? null))}
          onChange={(value) => actor.send({ type: 'doorstep.change', field: 'houseNo', value })}
        />
        <TextField
          label={text.landmark}
          name="landmark"
          autoComplete="off"
          maxLength={LANDMARK_MAX}
          value={landmark}
          hint={text.landmarkHint}
          error={fieldMessage(fieldMessageOf(errors.landmark ?? null))}
          onChange={(value) => actor.send({ type: 'doorstep.change', field: 'landmark', value })}
        />
      </div>
    </section>
  );
}
