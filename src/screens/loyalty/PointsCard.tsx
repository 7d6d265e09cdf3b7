import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { LoyaltyInfo } from '@/contract/loyalty';
import { ROUTES } from '@/domain/navigation';
import loyaltyTexts from '@/i18n/en/loyalty';
import { useTexts } from '@/i18n/useTexts';
import card from '@/styles/card.module.css';
import styles from './PizzaLoyalty.module.css';

/** SPEC 3 balance: credited points (overall.points) and free items (burnable.freeItems); pending points apart, never as balance. */
export function PointsCard({ info, member }: { info: LoyaltyInfo; member: boolean }) {
  const { t, fill, date, time } = useTexts(loyaltyTexts);
  const headingId = useId();
  const { points } = info.balance.overall;
  const { freeItems } = info.balance.burnable;
  return (
    <section aria-labelledby={headingId} className={`${card.card} ${styles.section}`}>
      <h2 id={headingId} className={card.sectionTitle}>
        {t.balance.heading}
      </h2>
      <p className={styles.points}>
        <span className={card.note}>{t.balance.pointsLabel}</span>
        <span className={styles.pointsValue}>{fill(t.balance.points, { count: points })}</span>
      </p>
      <ul className={styles.facts}>
        <li className={styles.fact}>
          <span className={styles.factTitle}>
            {freeItems > 0 ? fill(t.balance.freeItems, { count: freeItems }) : t.balance.noFreeItems}
          </span>
          {freeItems > 0 ? (
            <Link to={ROUTES.menu} className={card.note}>
              {t.balance.freeItemsHint}
            </Link>
          ) : null}
        </li>
        {info.pendingPoints > 0 ? (
          <li className={styles.fact}>
            <span className={styles.factTitle}>{fill(t.balance.pending, { count: info.pendingPoints })}</span>
            <span className={card.note}>{t.balance.pendingHint}</span>
            {info.nextCreditAt !== null ? (
              <span className={card.note}>
                {fill(t.balance.pendingFrom, { date: date(info.nextCreditAt), time: time(info.nextCreditAt) })}
              </span>
            ) : null}
          </li>
        ) : null}
      </ul>
      {member ? (
        <p className={card.note}>
          {info.earnsToday ? fill(t.balance.earnsToday, { points: info.programConfig.earnPointsPerOrder }) : t.balance.earnedToday}
        </p>
      ) : null}
      <Link to={ROUTES.wallet} className={`${card.primaryLink} ${card.smallLink}`}>
        {t.balance.walletLink}
      </Link>
    </section>
  );
}
