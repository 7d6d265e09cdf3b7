import { shallowEqual, useSelector } from '@xstate/react';
import { Loader } from '@/components/Loader';
import { Popup } from '@/components/Popup';
import removePromoTexts from '@/i18n/en/removePromo';
import { useMessages } from '@/i18n/useMessages';
import { useTexts } from '@/i18n/useTexts';
import { selectHasFailed, selectIsBusy, selectMessage, selectPromo, type RemovePromoActorRef } from '@machines/removePromo.machine';

/** SPEC 4 REMOVE_PROMO: the coupon works only with other methods; drop it and pay at the new total, or keep it and choose again. */
export function RemovePromoStep({ actor }: { actor: RemovePromoActorRef }) {
  const { t, fill } = useTexts(removePromoTexts);
  const say = useMessages();
  const busy = useSelector(actor, selectIsBusy);
  const failed = useSelector(actor, selectHasFailed);
  const message = useSelector(actor, selectMessage);
  const promo = useSelector(actor, selectPromo, shallowEqual);
  const options: Readonly<Record<string, string>> = t.options;
  const methods = [...new Set(promo.paymentOptions.map((option) => options[option] ?? option))].join(t.or);
  const keep = () => actor.send({ type: 'promo.keep' });
  if (busy) return <Loader label={t.removing} fullPage />;
  if (failed) {
    return (
      <Popup
        alert
        header={t.failedHeader}
        body={message ? say(message) : ''}
        leftButton={{ label: t.keep, onClick: keep }}
        rightButton={{ label: t.tryAgain, onClick: () => actor.send({ type: 'promo.remove' }) }}
        onClose={keep}
      />
    );
  }
  return (
    <Popup
      alert
      header={t.header}
      body={promo.promoCode ? fill(t.body, { promoCode: promo.promoCode, methods }) : fill(t.bodyWithoutCode, { methods })}
      leftButton={{ label: t.keep, onClick: keep }}
      rightButton={{ label: t.remove, onClick: () => actor.send({ type: 'promo.remove' }) }}
      onClose={keep}
      initialFocus="left"
    />
  );
}
