import { useContext } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMachineLogic } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import { Button } from '@/components/Button';
import rewardsTexts from '@/i18n/en/rewards';
import { useTexts } from '@/i18n/useTexts';
import { cheesyRewardsMachine, selectReadyMilestone } from '@machines/cheesyRewards.machine';
import { selectIsLoggedIn } from '@machines/session.machine';
import { offerWords } from '../spinWheel/rewardWords';
import styles from './CartScreen.module.css';

export interface ReadyRewardCouponProps {
  /** Applies the code through the cart's coupon flow. */
  onApply: (code: string) => void;
  busy: boolean;
}

function ReadyReward({ onApply, busy }: ReadyRewardCouponProps) {
  const texts = useTexts(rewardsTexts);
  const { t, fill } = texts;
  const actor = useActorRef(useMachineLogic(cheesyRewardsMachine));
  const ready = useSelector(actor, selectReadyMilestone);
  if (!ready?.couponCode) return null;
  const code = ready.couponCode;
  return (
    <section className={styles.card} aria-labelledby="cart-reward">
      <h2 id="cart-reward" className={styles.sectionTitle}>
        {t.cart.heading}
      </h2>
      <p>{offerWords(texts, ready.offer)}</p>
      <Button variant="secondary" disabled={busy} onClick={() => onApply(code)}>
        {fill(t.cart.apply, { code })}
      </Button>
    </section>
  );
}

/** A cheesy rewards milestone coupon ready to use (docs/rewards.md), offered to a logged-in customer with no coupon applied. */
export function ReadyRewardCoupon(props: ReadyRewardCouponProps) {
  const actors = useContext(RootActorsContext);
  const isLoggedIn = useSelector(actors?.session, (snapshot) => (snapshot ? selectIsLoggedIn(snapshot) : false));
  return isLoggedIn ? <ReadyReward {...props} /> : null;
}
