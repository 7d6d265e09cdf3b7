import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Switch } from '@/components/Switch';
import paymentTexts from '@/i18n/en/payment';
import { useTexts } from '@/i18n/useTexts';
import { selectIsJoining, selectIsOffered, selectPointsPerOrder, type loyaltyOfferMachine } from '@machines/loyaltyOffer.machine';
import styles from './PaymentType.module.css';

export type LoyaltyOfferActorRef = ActorRefFrom<typeof loyaltyOfferMachine>;

/** SPEC 3 enroll: a logged-in customer not enrolled may join Pizza Pals with this order (off by default); others see nothing. */
export function PizzaPalsOffer({ actor }: { actor: LoyaltyOfferActorRef }) {
  const offered = useSelector(actor, selectIsOffered);
  const joining = useSelector(actor, selectIsJoining);
  const points = useSelector(actor, selectPointsPerOrder);
  const { t, fill } = useTexts(paymentTexts);
  if (!offered || points === null) return null;
  return (
    <section className={styles.card} aria-labelledby="payment-pizza-pals">
      <h2 id="payment-pizza-pals" className={styles.sectionTitle}>
        {t.pizzaPals.heading}
      </h2>
      <Switch
        label={fill(t.pizzaPals.join, { points })}
        hint={t.pizzaPals.hint}
        checked={joining}
        onChange={() => actor.send({ type: 'join.toggle' })}
      />
    </section>
  );
}
