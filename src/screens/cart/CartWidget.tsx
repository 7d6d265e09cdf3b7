import { useActorRef, useSelector } from '@xstate/react';
import { useMachineLogic } from '@/app/machineLogic';
import { Button } from '@/components/Button';
import type { DeliveryType } from '@/domain/constants';
import cartTexts from '@/i18n/en/cart';
import { useLanguage, useTexts } from '@/i18n/useTexts';
import type { Language } from '@/i18n/languages';
import { cartWidgetMachine, selectHasFailed, selectWidgets } from '@machines/cartWidget.machine';
import styles from './CartScreen.module.css';

function Notes({ deliveryType, language }: { deliveryType: DeliveryType; language: Language }) {
  const { t } = useTexts(cartTexts);
  const actor = useActorRef(useMachineLogic(cartWidgetMachine), { input: { deliveryType, language } });
  const widgets = useSelector(actor, selectWidgets);
  const hasFailed = useSelector(actor, selectHasFailed);
  if (hasFailed) {
    return (
      <p className={styles.widgetFailed}>
        {t.widgetFailed}
        <Button variant="secondary" onClick={() => actor.send({ type: 'widgets.retry' })}>
          {t.retry}
        </Button>
      </p>
    );
  }
  if (widgets.length === 0) return null;
  return (
    <section className={styles.widgets} aria-label={t.widgetLabel}>
      {widgets.map((widget) => (
        <article key={widget.id} className={styles.widget}>
          <h2 className={styles.widgetTitle}>{widget.title}</h2>
          <p className={styles.note}>{widget.body}</p>
        </article>
      ))}
    </section>
  );
}

/** SPEC 7 static cart widget: the content's notes for the order's delivery type, asked again in another language or type. */
export function CartWidget({ deliveryType }: { deliveryType: DeliveryType }) {
  const language = useLanguage();
  return <Notes key={`${deliveryType}-${language}`} deliveryType={deliveryType} language={language} />;
}
