import { useActorRef, useSelector } from '@xstate/react';
import { useRootActors } from '@/app/RootActorsContext';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { selectTrackerActor, trackAnotherOrderMachine } from '@machines/trackAnotherOrder.machine';
import { selectUser } from '@machines/session.machine';
import trackingTexts from '@/i18n/en/tracking';
import { useTexts } from '@/i18n/useTexts';
import { NextLinks } from './NextLinks';
import { TrackAnotherOrderForm } from './TrackAnotherOrderForm';
import { TrackerView } from './TrackerView';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './Tracking.module.css';

/** SPEC 2 /track: track any order by its mobile number and order id (SPEC 5, SPEC 7 track-other-order). */
export default function TrackScreen() {
  const { session } = useRootActors();
  // A signed-in customer's own mobile starts the form.
  const mobile = useSelector(session, selectUser)?.mobile ?? '';
  const actor = useActorRef(useMachineLogic(trackAnotherOrderMachine), { input: { mobile } });
  const tracker = useSelector(actor, selectTrackerActor);
  const { t } = useTexts(trackingTexts);
  useDocumentTitle(t.trackAnotherTitle);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <div className={card.card}>
          <h1 className={page.title}>{t.trackAnotherTitle}</h1>
          <p className={styles.intro}>{t.trackAnotherIntro}</p>
          <TrackAnotherOrderForm actor={actor} />
        </div>
        {/* Keyed by the child actor: each valid submit tracks its order from scratch. */}
        {tracker ? <TrackerView key={tracker.sessionId} actor={tracker} /> : null}
        <NextLinks menuText={t.next.menu} />
      </main>
    </>
  );
}
