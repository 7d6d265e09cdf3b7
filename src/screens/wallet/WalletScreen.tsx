import { useId, useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { useRootActors } from '@/app/RootActorsContext';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import type { WalletHistoryEntry, WalletSummary } from '@/contract/wallet';
import { toPaise } from '@/domain/money';
import { ROUTES } from '@/domain/navigation';
import { MS_PER_DAY, indiaDay } from '@/domain/time';
import { groupByTransactionDate, isCredit, walletEntryKind } from '@/domain/wallet';
import walletTexts from '@/i18n/en/wallet';
import { useTexts } from '@/i18n/useTexts';
import { selectIsLoggedIn, selectIsReady, selectUser } from '@machines/session.machine';
import {
  selectBalance,
  selectCanLoadMore,
  selectEntries,
  selectErrorMessage,
  selectHasFailed,
  selectHasMoreFailed,
  selectIsComplete,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectLoginRoute,
  walletMachine,
} from '@machines/wallet.machine';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './WalletScreen.module.css';

/** U+2212: a debit's sign, the width of the plus. */
const MINUS = '\u2212';

/** Noon of an India day (YYYY-MM-DD): a moment formatted as that day whatever the time zone. */
const noonOf = (day: string): number => Date.parse(`${day}T12:00:00+05:30`);

/** The balance and its three parts (SPEC 3 wallet point titles). */
function Balance({ balance }: { balance: WalletSummary }) {
  const { t, rupees } = useTexts(walletTexts);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${card.card} ${styles.balance}`}>
      <h2 id={headingId} className={card.sectionTitle}>
        {t.balanceHeading}
      </h2>
      <p className={styles.total}>
        <span className={card.note}>{t.totalBalance}</span>
        <span className={styles.totalAmount}>{rupees(toPaise(balance.totalBalance))}</span>
      </p>
      <ul className={styles.parts} aria-label={t.partsLabel}>
        {balance.parts.map(({ part, balance: rupeesOfPart }) => (
          <li key={part} className={styles.part}>
            <span className={styles.partText}>
              <span className={styles.partTitle}>{t.parts[part]}</span>
              <span className={card.note}>{t.partHints[part]}</span>
            </span>
            <span className={styles.partAmount}>{rupees(toPaise(rupeesOfPart))}</span>
          </li>
        ))}
      </ul>
      <p className={card.note}>{t.balanceHint}</p>
    </section>
  );
}

/** One credit or debit, in words, with its signed amount. */
function Entry({ entry }: { entry: WalletHistoryEntry }) {
  const { t, fill, rupees, time, date } = useTexts(walletTexts);
  const kind = walletEntryKind(entry);
  const credit = isCredit(entry);
  const explanation = entry.sliceOrderId ? fill(t.explained[kind], { order: entry.sliceOrderId }) : t.explainedWithoutOrder[kind];
  return (
    <li className={styles.entry}>
      <span className={styles.entryText}>
        <span className={styles.explanation}>{explanation}</span>
        <span className={card.note}>
          {t.parts[entry.part]} · <time dateTime={new Date(entry.at).toISOString()}>{time(entry.at)}</time>
        </span>
        {entry.expiresAt !== null ? <span className={card.note}>{fill(t.validTill, { date: date(entry.expiresAt) })}</span> : null}
      </span>
      <span className={credit ? styles.credit : styles.debit}>
        <span className="visually-hidden">{credit ? t.credit : t.debit} </span>
        <span aria-hidden="true">{credit ? '+' : MINUS}</span>
        {rupees(Math.abs(entry.amountPaise))}
      </span>
    </li>
  );
}

/** The history under its transaction-date headers (India days), newest first. */
function History({ entries }: { entries: WalletHistoryEntry[] }) {
  const { t, date } = useTexts(walletTexts);
  const days = useMemo(() => groupByTransactionDate(entries), [entries]);
  const today = indiaDay(new Date());
  const yesterday = indiaDay(new Date(Date.now() - MS_PER_DAY));
  const dayName = (day: string) => (day === today ? t.today : day === yesterday ? t.yesterday : date(noonOf(day)));
  return (
    <ol className={styles.days}>
      {days.map(({ transactionDate, entries: ofDay }) => (
        <li key={transactionDate} className={styles.day}>
          <h3 className={styles.dayHeader}>
            <time dateTime={transactionDate}>{dayName(transactionDate)}</time>
          </h3>
          <ul className={`${card.card} ${styles.entries}`}>
            {ofDay.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** One visit's wallet actor: a guest goes to login and back; a customer sees the balance and the history. */
function WalletView({ mobile }: { mobile: string | null }) {
  const { t } = useTexts(walletTexts);
  const actor = useActorRef(useMachineLogic(walletMachine), { input: { mobile } });
  const loginRoute = useSelector(actor, selectLoginRoute);
  const balance = useSelector(actor, selectBalance);
  const entries = useSelector(actor, selectEntries);
  const isLoading = useSelector(actor, selectIsLoading);
  const isLoadingMore = useSelector(actor, selectIsLoadingMore);
  const hasFailed = useSelector(actor, selectHasFailed);
  const hasMoreFailed = useSelector(actor, selectHasMoreFailed);
  const isEmpty = useSelector(actor, selectIsEmpty);
  const isComplete = useSelector(actor, selectIsComplete);
  const canLoadMore = useSelector(actor, selectCanLoadMore);
  const errorMessage = useSelector(actor, selectErrorMessage);
  const historyId = useId();

  if (loginRoute !== null) return <Navigate to={loginRoute} replace />;
  const retry = () => actor.send({ type: 'history.retry' });

  return (
    <div className={page.stack} aria-busy={isLoading || isLoadingMore}>
      {isLoading ? <Loader label={t.loading} /> : null}
      {hasFailed ? <StatusPanel title={t.loadFailedTitle} body={errorMessage ?? ''} retryLabel={t.retry} onRetry={retry} /> : null}
      {balance ? <Balance balance={balance} /> : null}
      {balance ? (
        <section aria-labelledby={historyId} className={page.stack}>
          <h2 id={historyId} className={card.sectionTitle}>
            {t.historyHeading}
          </h2>
          {isEmpty ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t.empty.title}</p>
              <p>{t.empty.body}</p>
              <Link to={ROUTES.menu} className={`${card.primaryLink} ${card.smallLink}`}>
                {t.orderNow}
              </Link>
            </div>
          ) : null}
          {entries.length > 0 ? <History entries={entries} /> : null}
          {/* The button stays while the next page loads, so a keyboard user pressing it keeps their focus. */}
          {canLoadMore || isLoadingMore ? (
            <Button
              variant="secondary"
              onClick={() => actor.send({ type: 'history.more' })}
              aria-busy={isLoadingMore || undefined}
              aria-disabled={isLoadingMore || undefined}
            >
              {t.loadMore}
            </Button>
          ) : null}
          {isLoadingMore ? <Loader label={t.loadingMore} /> : null}
          {hasMoreFailed ? <StatusPanel title={t.moreFailed} body={errorMessage ?? ''} retryLabel={t.retry} onRetry={retry} /> : null}
          {isComplete ? <p className={card.note}>{t.allLoaded}</p> : null}
        </section>
      ) : null}
    </div>
  );
}

/** SPEC 2 /wallet: the Slice wallet, for logged-in customers (SPEC 6); guests go to login and come back here. */
export default function WalletScreen() {
  const { t } = useTexts(walletTexts);
  useDocumentTitle(t.documentTitle);
  const { session } = useRootActors();
  const isReady = useSelector(session, selectIsReady);
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const user = useSelector(session, selectUser);
  // A logout on this page takes the app home (the session does); only a guest arriving here goes to login.
  const [wasLoggedIn, setWasLoggedIn] = useState(isLoggedIn);
  if (isLoggedIn && !wasLoggedIn) setWasLoggedIn(true);
  const mobile = isLoggedIn ? (user?.mobile ?? null) : null;

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <h1 className={page.title}>{t.title}</h1>
        {isReady && (isLoggedIn || !wasLoggedIn) ? <WalletView key={mobile ?? ''} mobile={mobile} /> : <Loader label={t.loading} />}
      </main>
    </>
  );
}
