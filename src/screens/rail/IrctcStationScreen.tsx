import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { useRootActors } from '@/app/RootActorsContext';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { Loader } from '@/components/Loader';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import { StatusPanel } from '@/components/StatusPanel';
import { QUERY, ROUTES } from '@/domain/navigation';
import railTexts from '@/i18n/en/rail';
import validationTexts from '@/i18n/en/validation';
import { useTexts } from '@/i18n/useTexts';
import {
  railStationMachine,
  selectError,
  selectHasLoadFailed,
  selectIsEmpty,
  selectIsInvalidPnr,
  selectIsLoading,
  selectIsSaving,
  selectLocalities,
  selectRefusal,
  selectSaveError,
  type RailStationActorRef,
} from '@machines/railStation.machine';
import { JourneyCard } from './JourneyCard';
import { SaveRefusedDialog } from './SaveRefusedDialog';
import { StationRow } from './StationRow';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './Rail.module.css';

/** Why no station list shows: a PNR the URL or the server refuses, with the way back to the PNR. */
function Refused({ message }: { message: string }) {
  const { t } = useTexts(railTexts);
  return (
    <section role="alert" className={`${card.card} ${styles.form}`}>
      <p className={card.sectionTitle}>{t.stations.refusedTitle}</p>
      <p>{message}</p>
      <Link to={ROUTES.deliverOnTrain} className={card.primaryLink}>
        {t.stations.backToPnr}
      </Link>
    </section>
  );
}

function StationList({ actor }: { actor: RailStationActorRef }) {
  const { t } = useTexts(railTexts);
  const localities = useSelector(actor, selectLocalities);
  const isEmpty = useSelector(actor, selectIsEmpty);
  const saving = useSelector(actor, selectIsSaving);
  if (!localities) return null;
  return (
    <>
      <JourneyCard train={localities.trainInfo} seat={localities.seatInfo} />
      {isEmpty ? (
        <StatusPanel
          title={t.stations.empty}
          body={t.stations.emptyBody}
          retryLabel={t.stations.checkAgain}
          onRetry={() => actor.send({ type: 'stations.reload' })}
        />
      ) : (
        <>
          <p className={styles.intro}>{t.stations.intro}</p>
          <ul className={styles.stations} aria-busy={saving || undefined}>
            {localities.storeStationDetails.map((station) => (
              <StationRow
                key={station.stationId}
                station={station}
                disabled={saving}
                onChoose={(stationId) => actor.send({ type: 'station.choose', stationId })}
              />
            ))}
          </ul>
          {saving ? <Loader label={t.stations.saving} /> : null}
        </>
      )}
    </>
  );
}

function Stations({ pnr }: { pnr: string | null }) {
  const { t } = useTexts(railTexts);
  const validation = useTexts(validationTexts).t;
  const { store } = useRootActors();
  const actor = useActorRef(useMachineLogic(railStationMachine), { input: { storeActor: store, pnr } });
  const isLoading = useSelector(actor, selectIsLoading);
  const isInvalidPnr = useSelector(actor, selectIsInvalidPnr);
  const refusal = useSelector(actor, selectRefusal);
  const hasLoadFailed = useSelector(actor, selectHasLoadFailed);
  const error = useSelector(actor, selectError);
  const saveError = useSelector(actor, selectSaveError);
  const navigate = useAppNavigate();

  useEffect(() => {
    const subscription = actor.on('navigation.requested', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  if (isInvalidPnr) return <Refused message={validation.pnrInvalid} />;
  if (refusal) return <Refused message={refusal.displayMsg} />;
  return (
    <>
      {isLoading ? <Loader label={t.stations.loading} /> : null}
      {hasLoadFailed ? (
        <StatusPanel
          title={t.stations.loadFailedTitle}
          body={error?.displayMsg ?? ''}
          retryLabel={t.stations.retry}
          onRetry={() => actor.send({ type: 'stations.reload' })}
        />
      ) : null}
      <StationList actor={actor} />
      <SaveRefusedDialog actor={actor} />
      <RequestErrorPopup error={saveError} onDismiss={() => actor.send({ type: 'popup.dismiss' })} />
    </>
  );
}

/** SPEC 2 /irctcStation?pnr: the stations ahead a store serves, one of which takes the order (SPEC 3, 7, 8). */
export default function IrctcStationScreen() {
  const { t } = useTexts(railTexts);
  useDocumentTitle(t.stations.documentTitle);
  const [search] = useSearchParams();
  const pnr = search.get(QUERY.pnr);
  const headingId = useId();
  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`} aria-labelledby={headingId}>
        <h1 id={headingId} className={page.title}>
          {t.stations.heading}
        </h1>
        <Stations key={pnr ?? ''} pnr={pnr} />
      </main>
    </>
  );
}
