import { useId } from 'react';
import type { RailOrder } from '@/contract/rail';
import railTexts from '@/i18n/en/rail';
import { useTexts } from '@/i18n/useTexts';
import { journeyDay, seatOf } from './railFormat';
import card from '@/styles/card.module.css';
import styles from './Rail.module.css';

/** SPEC 3 rail order display, a card of its own: PNR, train name and number, date, coach, seat, station and delivery time. */
export function RailOrderDetails({ order }: { order: RailOrder }) {
  const { t, fill, date, time } = useTexts(railTexts);
  const headingId = useId();
  const to = t.order;
  const seated = seatOf(order.coach, order.berth);
  return (
    <section className={card.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.sectionTitle}>
        {t.journey.heading}
      </h2>
      <dl className={`${card.rows} ${styles.rows}`}>
        <div className={card.row}>
          <dt>{to.pnr}</dt>
          <dd translate="no">{order.pnr}</dd>
        </div>
        <div className={card.row}>
          <dt>{to.train}</dt>
          <dd translate="no">{fill(t.journey.trainValue, { name: order.trainName, number: order.trainNo })}</dd>
        </div>
        <div className={card.row}>
          <dt>{to.date}</dt>
          <dd>{date(journeyDay(order.dateOfJourney))}</dd>
        </div>
        <div className={card.row}>
          <dt>{to.coach}</dt>
          <dd>{seated ? seated.coach : t.journey.noSeat}</dd>
        </div>
        {seated ? (
          <div className={card.row}>
            <dt>{to.seat}</dt>
            <dd>{seated.seat}</dd>
          </div>
        ) : null}
        <div className={card.row}>
          <dt>{to.station}</dt>
          <dd translate="no">{fill(t.journey.station, { name: order.stationName, code: order.stationId })}</dd>
        </div>
        <div className={card.row}>
          <dt>{to.deliveryTime}</dt>
          <dd>
            <time dateTime={new Date(order.deliveryAt).toISOString()}>{`${time(order.deliveryAt)}, ${date(order.deliveryAt)}`}</time>
            {order.delayMinutes > 0 ? (
              <span className={`${styles.late} ${card.note}`}>
                <br />
                {fill(to.runningLate, { minutes: order.delayMinutes, time: time(order.scheduledDeliveryAt) })}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
