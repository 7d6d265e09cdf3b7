import { NO_BREAK_SPACE } from '@/domain/money';
import { useTexts } from '@/i18n/useTexts';
import common from '@/i18n/en/common';
import styles from './PriceTag.module.css';

export interface PriceTagProps {
  /** Paise; negative for what is taken off ('- ₹ 40'). */
  paise: number;
  className?: string;
}

/** An amount in rupees in the customer's language, never wrapping inside itself. */
export function PriceTag({ paise, className }: PriceTagProps) {
  const { rupees } = useTexts(common);
  const amount = paise < 0 ? `-${NO_BREAK_SPACE}${rupees(-paise)}` : rupees(paise);
  return <span className={className ? `${styles.price} ${className}` : styles.price}>{amount}</span>;
}
