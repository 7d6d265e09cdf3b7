import type { ReactNode } from 'react';
import common from '@/i18n/en/common';
import { useTexts } from '@/i18n/useTexts';
import styles from './TotalBar.module.css';

export interface TotalBarProps {
  /** What the amount is, e.g. 'To pay'. */
  label: string;
  /** Paise. */
  amountPaise: number;
  /** The action, usually one Button (it gets the bar's minimum width through `actionClassName`). */
  children: ReactNode;
}

/** The bar that stays at the bottom of a checkout step: the amount and the step's one action. */
export function TotalBar({ label, amountPaise, children }: TotalBarProps) {
  const { rupees } = useTexts(common);
  return (
    <div className={styles.bar}>
      <p className={styles.total}>
        <span className={styles.label}>{label}</span>
        <strong>{rupees(amountPaise)}</strong>
      </p>
      {children}
    </div>
  );
}

/** Class for the bar's action button: wide enough to read at a glance. */
export const totalBarActionClass = styles.action;
