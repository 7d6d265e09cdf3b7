import { REFUND_BUSINESS_DAYS, REFUND_NOTE } from '@/domain/afterOrder';
import styles from './RefundNote.module.css';

const [BEFORE_DAYS, AFTER_DAYS] = REFUND_NOTE.split(REFUND_BUSINESS_DAYS);

/** SPEC 8 refund note, exactly as written, with the day range ('4-10') never broken at its hyphen. */
export function RefundNote({ className }: { className?: string }) {
  return (
    <p className={className}>
      {BEFORE_DAYS}
      <span className={styles.days}>{REFUND_BUSINESS_DAYS}</span>
      {AFTER_DAYS}
    </p>
  );
}
