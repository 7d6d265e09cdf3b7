import { billAmount } from '@/domain/bill';
import styles from './PriceTag.module.css';

export interface PriceTagProps {
  /** Paise; negative for what is taken off ('- ₹ 40'). */
  paise: number;
  className?: string;
}

/** An amount in rupees that never wraps inside itself. */
export function PriceTag({ paise, className }: PriceTagProps) {
  return <span className={className ? `${styles.price} ${className}` : styles.price}>{billAmount(paise)}</span>;
}
