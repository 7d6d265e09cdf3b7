import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Button } from '@/components/Button';
import { MobileField } from '@/components/MobileField';
import { TextField } from '@/components/TextField';
import type { TrackOrderError, TrackOrderField } from '@/domain/tracking';
import trackingTexts from '@/i18n/en/tracking';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useTexts } from '@/i18n/useTexts';
import { selectForm, selectFormErrors, type TrackAnotherOrderActorRef } from '@machines/trackAnotherOrder.machine';
import styles from './Tracking.module.css';

/** SPEC 5 track order form: mobile and order id, each with its message; it sends `form.change` and `form.submit`. */
export function TrackAnotherOrderForm({ actor }: { actor: TrackAnotherOrderActorRef }) {
  const form = useSelector(actor, selectForm);
  const errors = useSelector(actor, selectFormErrors);
  const formRef = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);
  const { t } = useTexts(trackingTexts);
  const fieldMessage = useFieldMessage();
  const errorText = (error: TrackOrderError | undefined): string | undefined => {
    if (error === undefined) return undefined;
    return 'code' in error ? t.form.errors[error.code] : (fieldMessage({ problem: error.mobileRule }) ?? undefined);
  };

  // After a refused submit, the first field with a message takes focus so it is read out.
  useEffect(() => {
    if (submits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);

  const change = (field: TrackOrderField) => (value: string) => actor.send({ type: 'form.change', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
    setSubmits((count) => count + 1);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={styles.form}>
      <MobileField label={t.form.mobile} name="mobile" value={form.mobile} onChange={change('mobile')} error={errorText(errors.mobile)} />
      <TextField
        label={t.form.orderId}
        name="orderId"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t.form.orderIdHint}
        value={form.orderId}
        onChange={change('orderId')}
        error={errorText(errors.orderId)}
      />
      <Button type="submit" block>
        {t.form.submit}
      </Button>
    </form>
  );
}
