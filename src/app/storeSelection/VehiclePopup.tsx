import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Popup } from '@/components/Popup';
import { TextField } from '@/components/TextField';
import { VEHICLE_DETAILS_MAX } from '@/domain/constants';
import shell from '@/i18n/en/shell';
import { useTexts } from '@/i18n/useTexts';
import { selectVehicleDetails, selectVehicleError, type storeSelectionMachine } from '@machines/storeSelection.machine';
import styles from './StoreSelection.module.css';

/** SPEC 3/5: curbside orders carry vehicle details, at most 40 characters. */
export function VehiclePopup({ actor, onCancel }: { actor: ActorRefFrom<typeof storeSelectionMachine>; onCancel: () => void }) {
  const { t, fill } = useTexts(shell);
  const text = t.storeSelection;
  const value = useSelector(actor, selectVehicleDetails);
  const error = useSelector(actor, selectVehicleError);
  return (
    <Popup
      header={text.vehicleTitle}
      body={
        <TextField
          className={styles.field}
          label={text.vehicleLabel}
          hint={text.vehicleHint}
          value={value}
          maxLength={VEHICLE_DETAILS_MAX}
          error={error ? fill(text[error], { max: VEHICLE_DETAILS_MAX }) : null}
          autoComplete="off"
          onChange={(next) => actor.send({ type: 'vehicle.change', value: next })}
        />
      }
      leftButton={{ label: text.cancel, onClick: onCancel }}
      rightButton={{ label: text.continue, onClick: () => actor.send({ type: 'vehicle.submit' }) }}
      onClose={onCancel}
    />
  );
}
