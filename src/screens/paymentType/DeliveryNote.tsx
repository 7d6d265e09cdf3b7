import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Switch } from '@/components/Switch';
import { TextField } from '@/components/TextField';
import { MAX_DELIVERY_INSTRUCTIONS } from '@/domain/limits';
import paymentTexts from '@/i18n/en/payment';
import { useTexts } from '@/i18n/useTexts';
import { selectInstructions, selectZeroContact, type deliveryNoteMachine } from '@machines/deliveryNote.machine';
import styles from './PaymentType.module.css';

export type DeliveryNoteActorRef = ActorRefFrom<typeof deliveryNoteMachine>;

/**
 * SPEC 3 deliveryInstructions and zeroContactDelivery of a delivery order. Zero-contact is offered while the chosen
 * payment is prepaid (SPEC 4); with cash the switch is off and says why.
 */
export function DeliveryNoteCard({ actor, prepaid }: { actor: DeliveryNoteActorRef; prepaid: boolean }) {
  const instructions = useSelector(actor, selectInstructions);
  const zeroContact = useSelector(actor, selectZeroContact);
  const { t } = useTexts(paymentTexts);
  return (
    <section className={styles.card} aria-labelledby="payment-delivery-note">
      <h2 id="payment-delivery-note" className={styles.sectionTitle}>
        {t.deliveryNote.heading}
      </h2>
      <TextField
        label={t.deliveryNote.instructions}
        hint={t.deliveryNote.instructionsHint}
        value={instructions}
        maxLength={MAX_DELIVERY_INSTRUCTIONS}
        autoComplete="off"
        onChange={(value) => actor.send({ type: 'instructions.change', value })}
      />
      <Switch
        label={t.deliveryNote.zeroContact}
        hint={prepaid ? t.deliveryNote.zeroContactHint : t.deliveryNote.zeroContactPrepaidOnly}
        checked={prepaid && zeroContact}
        disabled={!prepaid}
        onChange={() => actor.send({ type: 'zeroContact.toggle' })}
      />
    </section>
  );
}
