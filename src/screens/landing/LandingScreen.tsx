import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useAppNavigate } from '@/app/useAppNavigate';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { Button } from '@/components/Button';
import { Switch } from '@/components/Switch';
import type { DeliveryChoice } from '@/domain/navigation';
import landingTexts from '@/i18n/en/landing';
import { useLanguageChange, useTexts } from '@/i18n/useTexts';
import {
  landingMachine,
  selectAlerts,
  selectHasFailed,
  selectIsLoading,
  selectIsSaving,
  selectVegOnly,
  selectWidgets,
  type LandingSnapshot,
} from '@machines/landing.machine';
import { Alerts } from './Alerts';
import { DeliveryChoices } from './DeliveryChoices';
import { HeroArt } from './HeroArt';
import { FeedbackInvitationWidget } from './FeedbackInvitationWidget';
import { LoyaltyWidget } from './LoyaltyWidget';
import { QuickReorderWidget } from './QuickReorderWidget';
import { SpinWheelWidget } from './SpinWheelWidget';
import { Widgets, WidgetsSkeleton } from './Widgets';
import styles from './LandingScreen.module.css';

const selectCanToggleVeg = (snapshot: LandingSnapshot) => snapshot.can({ type: 'vegOnly.toggle' });
const selectCanChoose = (snapshot: LandingSnapshot) =>
  !snapshot.hasTag('saving') && snapshot.can({ type: 'deliveryType.choose', choice: 'delivery' });

/** The home page: how to get the order, veg preference, announcements, the landing widgets and the customer's recent orders. */
export default function LandingScreen() {
  const { t } = useTexts(landingTexts);
  const actor = useActorRef(useMachineLogic(landingMachine));
  const navigate = useAppNavigate();
  const widgets = useSelector(actor, selectWidgets);
  const alerts = useSelector(actor, selectAlerts);
  const vegOnly = useSelector(actor, selectVegOnly);
  const isSaving = useSelector(actor, selectIsSaving);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const canToggleVeg = useSelector(actor, selectCanToggleVeg);
  const canChoose = useSelector(actor, selectCanChoose);
  useLanguageChange(() => actor.send({ type: 'language.change' }));

  useEffect(() => {
    const subscription = actor.on('navigation.requested', (event) => navigate(event.to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  const choose = (choice: DeliveryChoice) => actor.send({ type: 'deliveryType.choose', choice });

  return (
    <>
      <AppHeader />
      <main className={styles.page} aria-busy={isLoading || isSaving}>
        <div className={styles.hero}>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.subtitle}>{t.subtitle}</p>
          <HeroArt className={styles.heroArt} />
        </div>

        <DeliveryChoices disabled={!canChoose} onChoose={choose} />

        <div className={styles.vegCard}>
          <span className={styles.vegMark} aria-hidden="true" />
          <div className={styles.vegSwitch}>
            <Switch
              label={t.vegOnly}
              hint={t.vegOnlyHint}
              checked={vegOnly}
              disabled={!canToggleVeg}
              onChange={() => actor.send({ type: 'vegOnly.toggle' })}
            />
          </div>
        </div>

        {/* Below the first screen's controls: announcements arriving after the first paint move nothing the customer sees. */}
        <Alerts alerts={alerts} />
        <SpinWheelWidget />

        {isLoading ? (
          <>
            <p role="status" className="visually-hidden">
              {t.loadingOffers}
            </p>
            <WidgetsSkeleton />
          </>
        ) : null}

        {hasFailed ? (
          <div role="alert" className={styles.failed}>
            <p className={styles.failedTitle}>{t.loadFailedTitle}</p>
            <p className={styles.failedBody}>{t.loadFailedBody}</p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'landing.retry' })}>
              {t.retry}
            </Button>
          </div>
        ) : null}

        <Widgets widgets={widgets} onOpen={(widgetId, cardId) => actor.send({ type: 'widget.open', widgetId, cardId })} />
        {/* Below the widgets: what arrives after the first paint moves nothing above it. */}
        <FeedbackInvitationWidget />
        <QuickReorderWidget />
        <LoyaltyWidget />

        <footer className={styles.footer}>
          <p>{t.footer}</p>
        </footer>
      </main>
    </>
  );
}
