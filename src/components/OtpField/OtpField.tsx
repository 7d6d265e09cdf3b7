import { OTP_DIGITS } from '@/domain/constants';
import { blockNumericKeys } from '@/components/MobileField';
import { TextField, type TextFieldProps } from '@/components/TextField';
import styles from './OtpField.module.css';

export type OtpFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete'>;

/** The 6-digit one-time password in one input, so the browser and the keyboard can fill it from the SMS. */
export function OtpField({ onKeyDown, ...rest }: OtpFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_DIGITS}
      pattern="[0-9]*"
      inputClassName={styles.input}
      onKeyDown={(event) => {
        blockNumericKeys(event);
        onKeyDown?.(event);
      }}
      {...rest}
    />
  );
}
