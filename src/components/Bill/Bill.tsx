import type { ReactNode } from 'react';
import type { CartCalculationRow } from '@/contract/cart';
import { billLines, GST_PERCENT, isBillRowCode, type BillLine } from '@/domain/bill';
import bill from '@/i18n/en/bill';
import { useTexts } from '@/i18n/useTexts';
import { PriceTag } from '@/components/PriceTag';
import styles from './Bill.module.css';

export interface BillProps {
  /** SPEC 3 cartCalculations rows, as the cart or the order gives them. */
  rows: readonly CartCalculationRow[];
  /** Extra rows after the grand total (e.g. how the order was paid). */
  children?: ReactNode;
}

/**
 * The bill as every screen shows it (cart, payment page, thank-you page, order details): one label per row code,
 * the discount as a minus, each charge itemised under Taxes & Charges, and the grand total last.
 */
export function Bill({ rows, children }: BillProps) {
  const { t, fill } = useTexts(bill);
  const labelOf = (line: BillLine) => (isBillRowCode(line.code) ? fill(t[line.code], { percent: GST_PERCENT }) : line.label);
  return (
    <dl className={styles.bill}>
      {billLines(rows).map((line) => {
        const classes = [
          styles.row,
          line.level === 1 ? styles.part : '',
          line.amount < 0 ? styles.saving : '',
          line.isTotal ? styles.total : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={line.code} className={classes} data-bill-code={line.code}>
            <dt>{labelOf(line)}</dt>
            <dd>
              <PriceTag paise={line.amount} />
            </dd>
          </div>
        );
      })}
      {children}
    </dl>
  );
}
