import { useEffect } from 'react';
import { useLoginActor } from '@/app/loginFlow';
import { selectStep, type LoginSnapshot } from '@machines/login.machine';

/** Whether the flow already serves this /login visit (e.g. back from the OTP screen), so it must not restart. */
export function isSameLoginVisit(snapshot: LoginSnapshot, redirectUrl: string | undefined, from: string | undefined): boolean {
  return (
    selectStep(snapshot) === 'mobile' && snapshot.context.redirectUrl === (redirectUrl ?? null) && snapshot.context.from === (from ?? null)
  );
}

/**
 * Starts the login flow for a /login visit with its redirectUrl and from (SPEC 2); `autoLogin` when a guest's order
 * waits for this login (SPEC 4), whose mobile gets the code at once.
 */
export function useLoginStart(redirectUrl: string | undefined, from: string | undefined, autoLogin = false): void {
  const login = useLoginActor();
  useEffect(() => {
    if (!isSameLoginVisit(login.getSnapshot(), redirectUrl, from)) login.send({ type: 'login.start', redirectUrl, from, autoLogin });
  }, [login, redirectUrl, from, autoLogin]);
}

type FormStep = 'password' | 'forgotPassword';
const STEPS_WITH_CHOICES: ReadonlySet<string> = new Set(['mobile', 'password', 'forgotPassword']);

/** Puts the flow on this screen's step when the page was opened directly (a link or a reload). */
export function useLoginStep(step: FormStep): void {
  const login = useLoginActor();
  useEffect(() => {
    const current = selectStep(login.getSnapshot());
    if (current === step) return;
    if (!STEPS_WITH_CHOICES.has(current)) login.send({ type: 'login.start' });
    login.send({ type: step === 'password' ? 'password.choose' : 'forgotPassword.choose' });
  }, [login, step]);
}
