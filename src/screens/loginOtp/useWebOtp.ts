import { useEffect, useEffectEvent } from 'react';

/** The WebOTP API's credential (not yet in TypeScript's DOM library). */
interface OtpCredential extends Credential {
  code: string;
}

interface OtpCredentialRequestOptions extends CredentialRequestOptions {
  otp: { transport: string[] };
}

function isOtpCredential(credential: Credential | null): credential is OtpCredential {
  return credential !== null && typeof (credential as Partial<OtpCredential>).code === 'string';
}

/**
 * SPEC 4 auto-read: where the browser supports WebOTP, waits for the SMS and hands over its code.
 * The request is aborted when the screen goes away or stops waiting.
 */
export function useWebOtp(active: boolean, onCode: (code: string) => void): void {
  const deliver = useEffectEvent(onCode);
  useEffect(() => {
    if (!active || !('OTPCredential' in window) || !navigator.credentials) return undefined;
    const controller = new AbortController();
    const options: OtpCredentialRequestOptions = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials
      .get(options)
      .then((credential) => {
        if (isOtpCredential(credential)) deliver(credential.code);
      })
      // Aborted, refused or timed out: the customer types the code instead.
      .catch(() => undefined);
    return () => controller.abort();
  }, [active]);
}
