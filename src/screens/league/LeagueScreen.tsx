import { useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { LeagueEntry } from '@/contract/league';
import { AppHeader } from '@/app/AppHeader';
import { CartButton } from '@/app/CartButton';
import { useMachineLogic } from '@/app/machineLogic';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { flagEmoji } from '@/domain/league';
import { LEAGUE_CATEGORY_ID } from '@/domain/loyalty';
import { menuRoute } from '@/domain/navigation';
import leagueTexts from '@/i18n/en/league';
import { useTexts } from '@/i18n/useTexts';
import {
  leagueMachine,
  selectEntries,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectLoadError,
  selectWeekStart,
} from '@machines/league.machine';
import { countryName } from './countryName';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './LeagueScreen.module.css';

const IMAGE_SIZE = 72;

function LeagueRow({ entry, onOrder }: { entry: LeagueEntry; onOrder: (productId: number) => void }) {
  const { t, fill, locale } = useTexts(leagueTexts);
  const nameId = `league-pizza-${entry.productId}`;
  return (
    <li className={`${card.card} ${styles.entry}`} aria-labelledby={nameId}>
      <span className={entry.rank <= 3 ? `${styles.rank} ${styles.podium}` : styles.rank}>
        <span aria-hidden="true">{entry.rank}</span>
        <span className="visually-hidden">{fill(t.rank, { rank: entry.rank })}</span>
      </span>
      <img className={styles.image} src={entry.image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" decoding="async" />
      <div className={styles.body}>
        <h2 id={nameId} className={styles.name}>
          <span
            role="img"
            aria-label={t.foodTypes[entry.foodType]}
            className={entry.foodType === 'VEG' ? styles.vegMark : styles.nonVegMark}
          />
          <span translate="no">{entry.name}</span>
        </h2>
        {entry.country !== null ? (
          <p className={card.note}>
            <span aria-hidden="true" className={styles.flag}>
              {flagEmoji(entry.country)}
            </span>{' '}
            {fill(t.from, { country: countryName(entry.country, locale) })}
          </p>
        ) : null}
        <p className={styles.orders}>{fill(t.ordersThisWeek, { count: entry.ordersThisWeek })}</p>
      </div>
      <Button className={styles.order} aria-label={fill(t.orderLabel, { name: entry.name })} onClick={() => onOrder(entry.productId)}>
        {t.order}
      </Button>
    </li>
  );
}

/** SPEC 2 /worldPizzaLeague: this week's World Pizza League, each pizza with its country and a button to order it. */
export default function LeagueScreen() {
  const { t, fill, date } = useTexts(leagueTexts);
  useDocumentTitle(t.documentTitle);
  const navigate = useNavigate();
  const actor = useActorRef(useMachineLogic(leagueMachine), { input: {} });
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const error = useSelector(actor, selectLoadError);
  const isEmpty = useSelector(actor, selectIsEmpty);
  const entries = useSelector(actor, selectEntries);
  const weekStart = useSelector(actor, selectWeekStart);
  const headingId = useId();

  useEffect(() => {
    const subscription = actor.on('navigation.requested', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return (
    <>
      <AppHeader end={<CartButton />} />
      <main className={`${page.page} ${page.stack}`} aria-labelledby={headingId} aria-busy={isLoading}>
        <div>
          <h1 id={headingId} className={page.title}>
            {t.heading}
          </h1>
          <p className={styles.intro}>{t.intro}</p>
          {weekStart !== null ? <p className={card.note}>{fill(t.week, { date: date(weekStart) })}</p> : null}
        </div>
        {isLoading ? <Loader label={t.loading} /> : null}
        {hasFailed ? (
          <StatusPanel
            title={t.loadFailedTitle}
            body={error ?? ''}
            retryLabel={t.retry}
            onRetry={() => actor.send({ type: 'league.retry' })}
          />
        ) : null}
        {isEmpty ? (
          <p role="status" className={styles.empty}>
            {t.empty}
          </p>
        ) : null}
        {entries.length > 0 ? (
          <ol className={styles.list} aria-label={t.listLabel}>
            {entries.map((entry) => (
              <LeagueRow key={entry.productId} entry={entry} onOrder={(productId) => actor.send({ type: 'pizza.order', productId })} />
            ))}
          </ol>
        ) : null}
        {!isLoading && !hasFailed ? (
          <Link to={menuRoute({ categoryId: LEAGUE_CATEGORY_ID })} className={card.secondaryLink}>
            {t.menuLink}
          </Link>
        ) : null}
      </main>
    </>
  );
}
