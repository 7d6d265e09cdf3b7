import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { Button } from '@/components/Button';
import { tncRoute } from '@/domain/navigation';
import railTexts from '@/i18n/en/rail';
import { useTexts } from '@/i18n/useTexts';
import { selectTermsAccepted, selectTermsMissing, type RailActorRef } from '@machines/rail.machine';
import card from '@/styles/card.module.css';
import styles from './Rail.module.css';

const TERMS_HOLE = '{terms}';

/** SPEC 5: the terms to accept, with a link to them, and Continue; Continue without them shows the SPEC message. */
export function JourneyTerms({ actor }: { actor: RailActorRef }) {
  const { t } = useTexts(railTexts);
  const accepted = useSelector(actor, selectTermsAccepted);
  const missing = useSelector(actor, selectTermsMissing);
  const id = useId();
  const errorId = `${id}-error`;
  // The link sits wherever the language puts it in the sentence.
  const [before = '', after = ''] = t.acceptTerms.split(TERMS_HOLE);
  return (
    <section className={card.card}>
      <div className={styles.terms}>
        <input
          id={id}
          type="checkbox"
          checked={accepted}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          onChange={(event) => actor.send({ type: 'terms.change', accepted: event.target.checked })}
        />
        <label htmlFor={id}>
          {before}
          <Link to={tncRoute('rail')} className={styles.link}>
            {t.terms}
          </Link>
          {after}
        </label>
      </div>
      <div aria-live="assertive">
        {missing ? (
          <p id={errorId} className={styles.termsError}>
            {t.termsRequired}
          </p>
        ) : null}
      </div>
      <Button block className={styles.continue} onClick={() => actor.send({ type: 'journey.continue' })}>
        {t.continue}
      </Button>
    </section>
  );
}
