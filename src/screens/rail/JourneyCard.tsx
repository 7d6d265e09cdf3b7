import type { PnrJourney } from '@machines/rail.machine';
import railTexts from '@/i18n/en/rail';
import { useTexts } from '@/i18n/useTexts';
import { journeyDay, seatOf } from './railFormat';
import card from '@/styles/card.module.css';
import styles from './Rail.module.css';

export interface JourneyCardProps {
  train: PnrJourney['trainInfo'];
  seat: PnrJourney['seatInfo'];
  /** The ticket's stations, for the names of the boarding and destination stations; codes alone without them. */
  stations?: PnrJourney['stations'];
}

/** The ticket's train, date, coach and seat (or none, waitlisted), booking status and from/to (SPEC 3 rail order display). */
export function JourneyCard({ train, seat, stations = [] }: JourneyCardProps) {
  const { t, fill, date } = useTexts(railTexts);
  const tj = t.journey;
  const place = (code: string) => {
    const name = stations.find((station) => station.code === code)?.name;
    return name ? fill(tj.station, { name, code }) : code;
  };
  const seated = seatOf(seat.coach, seat.berth);
  return (
    <section className={card.card} aria-labelledby="journey-heading">
      <h2 id="journey-heading" className={card.sectionTitle}>
        {tj.heading}
      </h2>
      <dl className={`${card.rows} ${styles.rows}`}>
        <div className={card.row}>
          <dt>{tj.train}</dt>
          <dd translate="no">{fill(tj.trainValue, { name: train.name, number: train.trainNo })}</dd>
        </div>
        <div className={card.row}>
          <dt>{tj.date}</dt>
          <dd>{date(journeyDay(train.dateOfJourney))}</dd>
        </div>
        {seated ? (
          <>
            <div className={card.row}>
              <dt>{tj.coach}</dt>
              <dd>{seated.coach}</dd>
            </div>
            <div className={card.row}>
              <dt>{tj.seat}</dt>
              <dd>{seated.seat}</dd>
            </div>
          </>
        ) : (
          <div className={card.row}>
            <dt>{tj.seat}</dt>
            <dd>{tj.noSeat}</dd>
          </div>
        )}
        <div className={card.row}>
          <dt>{tj.bookingStatus}</dt>
          <dd>{t.bookingStatus[seat.bookingStatus]}</dd>
        </div>
        <div className={card.row}>
          <dt>{tj.from}</dt>
          <dd translate="no">{place(train.boardingStationCode)}</dd>
        </div>
        <div className={card.row}>
          <dt>{tj.to}</dt>
          <dd translate="no">{place(train.destinationStationCode)}</dd>
        </div>
      </dl>
    </section>
  );
}
