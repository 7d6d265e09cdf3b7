import type { KeyboardEvent } from 'react';
import { COUNTRY_PREFIX, MOBILE_DIGITS } from '@/domain/constants';
import { isBlockedNumericKey } from '@/domain/validation';
import { TextField, type TextFieldProps } from '@/components/TextField';

export type MobileFieldProps = Omit<TextFieldProps, 'prefix' | 'type' | 'inputMode' | 'maxLength'>;

/** SPEC 5: blocks e, E, +, - and . as they are typed. */
export function blockNumericKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (isBlockedNumericKey(event.key)) event.preventDefault();
}

/** A 10-digit Indian mobile number after a visible +91 prefix (SPEC 1, 5). */
export function MobileField({ onKeyDown, autoComplete = 'tel-national', ...rest }: MobileFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      maxLength={MOBILE_DIGITS}
      autoComplete={autoComplete}
      prefix={COUNTRY_PREFIX}
      onKeyDown={(event) => {
        blockNumericKeys(event);
        onKeyDown?.(event);
      }}
      {...rest}
    />
  );
}
