import type { StoreStationDetail } from '@/contract/rail';
import { DataText } from '@/components/DataText';
import railTexts from '@/i18n/en/rail';
import { useTexts } from '@/i18n/useTexts';
import styles from './Rail.module.css';

export interface StationRowProps {
  station: StoreStationDetail;
  /** Chooses an orderable station; a station too soon for its store takes no choice. */
  onChoose: (stationId: string) => void;
  /** While a choice is being saved, no other is taken. */
  disabled: boolean;
}

/** A station ahead: when the train is expected (and how late), its halt, the store, and until when it takes an order. */
export function StationRow({ station, onChoose, disabled }: StationRowProps) {
  const { t, fill, time, date } = useTexts(railTexts);
  const ts = t.stations;
  const blocked = !station.orderable || disabled;
  // A station too soon is past its store's cut-off: its order-by time is when orders closed.
  const orderBy = fill(station.orderable ? ts.orderBy : ts.closedAt, { time: time(station.orderBy) });
  const reason =
    station.reason === 'tooLate' ? (
      ts.tooLate
    ) : (
      <DataText text={fill(ts.tooSoon, { leadMinutes: station.leadMinutes })} data={{ store: station.storeName }} />
    );
  return (
    <li>
      <button
        type="button"
        className={styles.station}
        aria-disabled={blocked || undefined}
        onClick={blocked ? undefined : () => onChoose(station.stationId)}
      >
        <span className={styles.stationName} translate="no">
          {station.stationName} ({station.stationId})
        </span>
        <span>{fill(ts.arrival, { time: time(station.arrivalAt), date: date(station.arrivalAt) })}</span>
        {station.delayMinutes > 0 ? (
          <span className={styles.late}>
            {fill(ts.runningLate, { minutes: station.delayMinutes, time: time(station.scheduledArrivalAt) })}
          </span>
        ) : null}
        <span>{fill(ts.halt, { minutes: station.haltMinutes })}</span>
        <span>
          <DataText text={ts.store} data={{ store: station.storeName }} />
        </span>
        {station.orderable ? null : <span className={styles.reason}>{reason}</span>}
        {station.reason === 'tooLate' ? null : <span className={station.orderable ? styles.orderBy : undefined}>{orderBy}</span>}
      </button>
    </li>
  );
}
