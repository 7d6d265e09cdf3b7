import { useSelector } from '@xstate/react';
import { Popup } from '@/components/Popup';
import railTexts from '@/i18n/en/rail';
import { useTexts } from '@/i18n/useTexts';
import { selectSaveRefusal, type RailStationActorRef } from '@machines/railStation.machine';

/** SPEC 8: a rail save refused with the special message opens this dedicated dialog; its button loads the stations again. */
export function SaveRefusedDialog({ actor }: { actor: RailStationActorRef }) {
  const { t } = useTexts(railTexts);
  const refusal = useSelector(actor, selectSaveRefusal);
  if (!refusal) return null;
  const reload = () => actor.send({ type: 'stations.reload' });
  return (
    <Popup
      header={refusal.header || t.stations.saveRefusedHeader}
      body={refusal.displayMsg}
      rightButton={{ label: refusal.btnMsg || t.stations.showStations, onClick: reload }}
      onClose={reload}
      alert
    />
  );
}
