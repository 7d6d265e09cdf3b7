import { useState } from 'react';
import { TextField, type TextFieldProps } from '@/components/TextField';
import loginTexts from '@/i18n/en/login';
import { useTexts } from '@/i18n/useTexts';
import styles from './SlicePasswordScreen.module.css';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M2.5 12s3.5-6.5 9.5-6.5S21.5 12 21.5 12s-3.5 6.5-9.5 6.5S2.5 12 2.5 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {open ? null : <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'>;

/** A password input with a show/hide toggle (a real button with a pressed state). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTexts(loginTexts);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      {...props}
      end={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={t.password.show}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon open={visible} />
        </button>
      }
    />
  );
}
