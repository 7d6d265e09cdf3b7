import { useSelector } from '@xstate/react';
import { BusyButton } from '@/components/BusyButton';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { maskedVoucherCode } from '@/domain/voucher';
import type { VoucherFieldError } from '@/domain/paymentChoice';
import paymentTexts from '@/i18n/en/payment';
import { useTexts } from '@/i18n/useTexts';
import {
  selectIsCheckingVoucher,
  selectIsVoucherOnly,
  selectPayable,
  selectVoucher,
  selectVoucherCode,
  selectVoucherError,
} from '@machines/paymentSelection.machine';
import type { PaymentSelectionActorRef } from './CardForm';
import styles from './PaymentType.module.css';

/** SPEC 4 EVOUCHER: the voucher number and Apply; SPEC 5 'Please enter e-Voucher / Giftcard number' or the server's words under it. */
export function VoucherFields({ actor }: { actor: PaymentSelectionActorRef }) {
  const code = useSelector(actor, selectVoucherCode);
  const error = useSelector(actor, selectVoucherError);
  const checking = useSelector(actor, selectIsCheckingVoucher);
  const { t } = useTexts(paymentTexts);
  const errorText = (value: VoucherFieldError | null): string | null =>
    value === null ? null : 'problem' in value ? t.voucher.codeRequired : value.text;

  return (
    <div className={styles.subForm}>
      <TextField
        label={t.voucher.number}
        hint={t.voucher.numberHint}
        value={code}
        onChange={(value) => actor.send({ type: 'voucher.change', code: value })}
        error={errorText(error)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <BusyButton busy={checking} busyLabel={t.voucher.checking} onClick={() => actor.send({ type: 'voucher.apply' })}>
        {t.voucher.apply}
      </BusyButton>
    </div>
  );
}

/** The applied voucher: what it pays, its balance and expiry, and whether a second method pays the rest. */
export function VoucherSection({ actor, total }: { actor: PaymentSelectionActorRef; total: number }) {
  const voucher = useSelector(actor, selectVoucher);
  const voucherOnly = useSelector(actor, selectIsVoucherOnly);
  const rest = useSelector(actor, selectPayable);
  const { t, fill, rupees, date } = useTexts(paymentTexts);
  if (!voucher) return null;
  return (
    <section className={styles.card} aria-labelledby="payment-voucher">
      <h2 id="payment-voucher" className={styles.sectionTitle}>
        {t.voucher.heading}
      </h2>
      <p>{fill(t.voucher.applied, { kind: t.voucher.kinds[voucher.kind], code: maskedVoucherCode(voucher.voucherCode) })}</p>
      <p className={styles.walletNote}>
        {fill(t.voucher.balance, { amount: rupees(voucher.balancePaise), date: date(voucher.expiresAt) })}
      </p>
      <p className={styles.walletNote}>
        {voucherOnly ? t.voucher.covers : fill(t.voucher.pays, { amount: rupees(total - rest), rest: rupees(rest) })}
      </p>
      <Button variant="ghost" onClick={() => actor.send({ type: 'voucher.remove' })}>
        {t.voucher.remove}
      </Button>
    </section>
  );
}
