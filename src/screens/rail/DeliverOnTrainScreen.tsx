import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { BusyButton } from '@/components/BusyButton';
import { blockNumericKeys } from '@/components/MobileField';
import { TextField } from '@/components/TextField';
import { PNR_DIGITS } from '@/domain/constants';
import { RAIL_ORDERS_PATH } from '@/domain/navigation';
import { fieldMessageOf } from '@/domain/validation';
import railTexts from '@/i18n/en/rail';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useTexts } from '@/i18n/useTexts';
import {
  railMachine,
  selectIsLookingUp,
  selectJourney,
  selectLookupError,
  selectPnr,
  selectPnrProblem,
  selectRefusal,
  type RailActorRef,
} from '@machines/rail.machine';
import { JourneyTerms } from './JourneyTerms';
import { JourneyCard } from './JourneyCard';
import page from '@/styles/page.module.css';
import card from '@/styles/card.module.css';
import styles from './Rail.module.css';

/** The PNR field and Check; SPEC 5's message on the field, which takes focus so it is read out. */
function PnrForm({ actor }: { actor: RailActorRef }) {
  const { t } = useTexts(railTexts);
  const pnr = useSelector(actor, selectPnr);
  const problem = useSelector(actor, selectPnrProblem);
  const busy = useSelector(actor, selectIsLookingUp);
  const fieldMessage = useFieldMessage();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (problem !== null) inputRef.current?.focus();
  }, [problem]);

  return (
    <form
      noValidate
      className={`${card.card} ${styles.form}`}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'pnr.submit' });
      }}
    >
      <TextField
        ref={inputRef}
        label={t.pnrLabel}
        name="pnr"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={PNR_DIGITS}
        value={pnr}
        hint={t.pnrHint}
        error={fieldMessage(fieldMessageOf(problem))}
        onKeyDown={blockNumericKeys}
        onChange={(value) => actor.send({ type: 'pnr.change', value })}
      />
      <BusyButton type="submit" block busy={busy} busyLabel={t.checking}>
        {t.check}
      </BusyButton>
    </form>
  );
}

/** The railway's refusal or a lookup that got no answer, announced. */
function LookupProblem({ actor }: { actor: RailActorRef }) {
  const { t } = useTexts(railTexts);
  const refusal = useSelector(actor, selectRefusal);
  const error = useSelector(actor, selectLookupError);
  return (
    <div aria-live="polite">
      {refusal ? <p className={styles.alert}>{refusal.message}</p> : null}
      {error !== null ? <p className={styles.alert}>{`${t.lookupFailed} ${error}`}</p> : null}
    </div>
  );
}

/** SPEC 2 /deliverOnTrain: the PNR, its journey, the terms, then the station choice. */
export default function DeliverOnTrainScreen() {
  const { t } = useTexts(railTexts);
  useDocumentTitle(t.documentTitle);
  const actor = useActorRef(useMachineLogic(railMachine));
  const journey = useSelector(actor, selectJourney);
  const navigate = useAppNavigate();
  const headingId = useId();

  useEffect(() => {
    const subscription = actor.on('navigation.requested', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`} aria-labelledby={headingId}>
        <h1 id={headingId} className={page.title}>
          {t.heading}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
        <PnrForm actor={actor} />
        <LookupProblem actor={actor} />
        {journey ? (
          <>
            <JourneyCard train={journey.trainInfo} seat={journey.seatInfo} stations={journey.stations} />
            <JourneyTerms actor={actor} />
          </>
        ) : null}
        <Link to={RAIL_ORDERS_PATH} className={styles.link}>
          {t.myOrders}
        </Link>
      </main>
    </>
  );
}
