import { useEffect } from 'react';
import { useLoginActor } from '@/app/loginFlow';
import { selectHasPendingOrder, selectStep, type LoginSnapshot } from '@machines/login.machine';

/**
 * Whether the flow already serves this /login visit (e.g. back from the OTP screen), so it must not restart. An
 * auto-login visit is served once its waiting order was read.
 */
export function isSameLoginVisit(
  snapshot: LoginSnapshot,
  redirectUrl: string | undefined,
  from: string | undefined,
  autoLogin = false,
): boolean {
  const sameTarget = snapshot.context.redirectUrl === (redirectUrl ?? null) && snapshot.context.from === (from ?? null);
  const step = selectStep(snapshot);
  return step === 'mobile' && sameTarget && (!autoLogin || selectHasPendingOrder(snapshot));
}

/**
 * Starts the login flow for a /login visit with its redirectUrl and from (SPEC 2); `autoLogin` when a guest's order
 * waits for this login (SPEC 4), whose mobile gets the code at once.
 */
export function useLoginStart(redirectUrl: string | undefined, from: string | undefined, autoLogin = false): void {
  const login = useLoginActor();
  useEffect(() => {
    const snapshot = login.getSnapshot();
    if (isSameLoginVisit(snapshot, redirectUrl, from, autoLogin)) return;
    // Back from the code screen of an auto login, the code was sent already: the visit starts as any login, the number kept.
    login.send({ type: 'login.start', redirectUrl, from, autoLogin: autoLogin && !selectHasPendingOrder(snapshot) });
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
