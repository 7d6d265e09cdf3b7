import { REFUND_BUSINESS_DAYS } from '@/domain/afterOrder';
import components from '@/i18n/en/components';
import { useTexts } from '@/i18n/useTexts';
import styles from './RefundNote.module.css';

const DAYS_HOLE = '{days}';

/** SPEC 8 refund note, with the day range ('4-10') never broken at its hyphen. */
export function RefundNote({ className }: { className?: string }) {
  const { t } = useTexts(components);
  const [beforeDays, afterDays] = t.refundNote.split(DAYS_HOLE);
  return (
    <p className={className}>
      {beforeDays}
      <span className={styles.days}>{REFUND_BUSINESS_DAYS}</span>
      {afterDays}
    </p>
  );
}
