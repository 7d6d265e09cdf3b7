import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { MobileField } from '@/components/MobileField';
import { loginRoute, ROUTES } from '@/domain/navigation';
import { selectError, selectMobile, type guestContactMachine, type GuestContactSnapshot } from '@machines/guestContact.machine';
import shell from '@/i18n/en/shell';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useTexts } from '@/i18n/useTexts';
import styles from './CompleteAddress.module.css';

const selectIsRefused = (snapshot: GuestContactSnapshot): boolean => snapshot.matches('invalid');

/** SPEC 4 auto login: the mobile of a guest paying cash, asked on the payment page; online payment needs a login first. */
export function GuestContact({ actor }: { actor: ActorRefFrom<typeof guestContactMachine> }) {
  const mobile = useSelector(actor, selectMobile);
  const error = useSelector(actor, selectError);
  const refused = useSelector(actor, selectIsRefused);
  const fieldMessage = useFieldMessage();
  const headingId = useId();
  const text = useTexts(shell).t.guestContact;
  const sectionRef = useRef<HTMLElement>(null);

  // A refused Place order: the field takes focus so its message is read out and in view.
  useEffect(() => {
    if (refused) sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  return (
    <section ref={sectionRef} className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {text.heading}
      </h2>
      <p className={styles.note}>{text.note}</p>
      <div className={styles.fields}>
        <MobileField
          label={text.mobile}
          name="mobile"
          required
          value={mobile}
          hint={text.mobileHint}
          error={fieldMessage(error)}
          onChange={(value) => actor.send({ type: 'mobile.change', value })}
        />
      </div>
      <Link className={styles.link} to={loginRoute({ from: ROUTES.paymentType })}>
        {text.payOnline}
      </Link>
    </section>
  );
}
