import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useRootActors } from '@/app/RootActorsContext';
import { DataText } from '@/components/DataText';
import { DELIVERY_TYPE } from '@/domain/constants';
import { irctcStationRoute } from '@/domain/navigation';
import type { SelectedRail } from '@/domain/store';
import railTexts from '@/i18n/en/rail';
import { useTexts } from '@/i18n/useTexts';
import { type StoreSnapshot } from '@machines/store.machine';
import styles from './CartScreen.module.css';

const selectRail = (snapshot: StoreSnapshot): SelectedRail | null => {
  const selected = snapshot.context.selected;
  return selected?.deliveryType === DELIVERY_TYPE.train ? (selected.rail ?? null) : null;
};

/** An order to a train seat asks for no address: it goes to the ticket's seat at the chosen station (SPEC 3 rail order). */
export function RailDelivery() {
  const { t, fill, time } = useTexts(railTexts);
  const rail = useSelector(useRootActors().store, selectRail);
  if (!rail) return null;
  const td = t.delivery;
  const seat =
    rail.coach !== null && rail.berth !== null ? (
      <DataText text={td.seat} data={{ pnr: rail.pnr, coach: rail.coach, seat: String(rail.berth) }} />
    ) : (
      <DataText text={td.noSeat} data={{ pnr: rail.pnr }} />
    );
  return (
    <section className={styles.card} aria-labelledby="rail-delivery">
      <h2 id="rail-delivery" className={styles.sectionTitle}>
        {td.heading}
      </h2>
      <p>{seat}</p>
      <p>
        <DataText text={fill(td.station, { time: time(rail.arrivalAt) })} data={{ station: rail.stationName }} />
      </p>
      <Link to={irctcStationRoute(rail.pnr)}>{td.change}</Link>
    </section>
  );
}
