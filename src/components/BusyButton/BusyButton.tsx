import { Button, type ButtonProps } from '@/components/Button';
import styles from './BusyButton.module.css';

export interface BusyButtonProps extends ButtonProps {
  /** A request started by this button is running: disabled, with a spinner. */
  busy: boolean;
  /** Announced politely while busy (e.g. 'Sending OTP'). */
  busyLabel: string;
}

/** A button that keeps its name while its request runs, shows a spinner and announces the wait. */
export function BusyButton({ busy, busyLabel, disabled, children, ...rest }: BusyButtonProps) {
  return (
    <>
      <Button disabled={busy || disabled} aria-busy={busy || undefined} {...rest}>
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {children}
      </Button>
      <span role="status" className="visually-hidden">
        {busy ? busyLabel : ''}
      </span>
    </>
  );
}
