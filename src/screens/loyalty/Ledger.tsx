import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import type { LoyaltyLedgerEntry } from '@/contract/loyalty';
import loyaltyTexts from '@/i18n/en/loyalty';
import { useTexts } from '@/i18n/useTexts';
import {
  selectCanLoadMore,
  selectEntries,
  selectErrorMessage,
  selectHasFailed,
  selectHasMoreFailed,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  type pizzaLoyaltyMachine,
} from '@machines/pizzaLoyalty.machine';
import card from '@/styles/card.module.css';
import styles from './PizzaLoyalty.module.css';

/** U+2212: a debit's sign, the width of the plus. */
const MINUS = '\u2212';

/** One line of the ledger: what happened, when, and the points in or out (pending ones apart). */
function Entry({ entry }: { entry: LoyaltyLedgerEntry }) {
  const { t, fill, date, number } = useTexts(loyaltyTexts);
  const title = entry.sliceOrderId
    ? fill(t.ledger.reasons[entry.reason], { order: entry.sliceOrderId })
    : t.ledger.reasonsWithoutOrder[entry.reason];
  const credit = entry.points >= 0;
  const amount = fill(t.ledger.points, { count: number(Math.abs(entry.points)) });
  let detail: string | null = null;
  if (entry.status === 'PENDING')
    detail = entry.creditAt === null ? t.ledger.pendingUndelivered : fill(t.ledger.pending, { date: date(entry.creditAt) });
  if (entry.status === 'CREDITED' && entry.creditAt !== null) detail = fill(t.ledger.credited, { date: date(entry.creditAt) });
  return (
    <li className={styles.entry}>
      <span className={styles.entryText}>
        <span className={styles.entryTitle}>{title}</span>
        <time className={card.note} dateTime={new Date(entry.at).toISOString()}>
          {date(entry.at)}
        </time>
        {detail ? <span className={card.note}>{detail}</span> : null}
      </span>
      <span className={entry.status === 'PENDING' ? styles.pendingAmount : credit ? styles.credit : styles.debit}>
        <span className="visually-hidden">{credit ? t.ledger.credit : t.ledger.debit} </span>
        <span aria-hidden="true">{credit ? '+' : MINUS}</span>
        {amount}
      </span>
    </li>
  );
}

/** SPEC 7 loyalty ledger: earnings pending or credited, burns and returns, newest first, older pages on demand. */
export function Ledger({ actor }: { actor: ActorRefFrom<typeof pizzaLoyaltyMachine> }) {
  const { t } = useTexts(loyaltyTexts);
  const headingId = useId();
  const entries = useSelector(actor, selectEntries);
  const isLoading = useSelector(actor, selectIsLoading);
  const isLoadingMore = useSelector(actor, selectIsLoadingMore);
  const hasFailed = useSelector(actor, selectHasFailed);
  const hasMoreFailed = useSelector(actor, selectHasMoreFailed);
  const isEmpty = useSelector(actor, selectIsEmpty);
  const canLoadMore = useSelector(actor, selectCanLoadMore);
  const errorMessage = useSelector(actor, selectErrorMessage);
  const retry = () => actor.send({ type: 'ledger.retry' });
  return (
    <section aria-labelledby={headingId} className={styles.section} aria-busy={isLoading || isLoadingMore}>
      <h2 id={headingId} className={card.sectionTitle}>
        {t.ledger.heading}
      </h2>
      {isLoading ? <Loader label={t.ledger.loading} /> : null}
      {hasFailed ? <StatusPanel title={t.loadFailedTitle} body={errorMessage ?? ''} retryLabel={t.retry} onRetry={retry} /> : null}
      {isEmpty ? <p className={card.note}>{t.ledger.empty}</p> : null}
      {entries.length > 0 ? (
        <ul className={`${card.card} ${card.lines}`}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ul>
      ) : null}
      {/* The button stays while the next page loads, so a keyboard user pressing it keeps their focus. */}
      {canLoadMore || isLoadingMore ? (
        <Button
          variant="secondary"
          onClick={() => actor.send({ type: 'ledger.more' })}
          aria-busy={isLoadingMore || undefined}
          aria-disabled={isLoadingMore || undefined}
        >
          {t.ledger.loadMore}
        </Button>
      ) : null}
      {isLoadingMore ? <Loader label={t.ledger.loadingMore} /> : null}
      {hasMoreFailed ? <StatusPanel title={t.ledger.moreFailed} body={errorMessage ?? ''} retryLabel={t.retry} onRetry={retry} /> : null}
    </section>
  );
}
