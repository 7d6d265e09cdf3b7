/**
 * The login flow's actor. It is created by the first login screen, not at boot, so the login machine
 * loads with those screens; once created it lives as long as the app, so the flow survives moving
 * between /login, /login-otp and the identity provider's round trip.
 */
import { useContext, useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { createActor, type ActorRefFrom } from 'xstate';
import { loginMachine } from '@machines/login.machine';
import type { sessionMachine } from '@machines/session.machine';
import { useAppNavigate } from './useAppNavigate';
import { LeaveAppContext } from './leaveApp';
import { useRootActors } from './RootActorsContext';
import type { RootActors } from './rootActors';

export type LoginActorRef = ActorRefFrom<typeof loginMachine>;

/** A successful login (the login machine's `login.completed`) becomes the session's `session.login`. */
export function handLoginToSession(login: LoginActorRef, session: ActorRefFrom<typeof sessionMachine>): { unsubscribe: () => void } {
  return login.on('login.completed', ({ response }) => session.send({ type: 'session.login', response }));
}

/** The app's login actor, created and started on first use. */
export function loginActorOf(actors: RootActors): LoginActorRef {
  if (!actors.login) {
    const login = createActor(loginMachine, actors.inspect ? { inspect: actors.inspect } : {});
    handLoginToSession(login, actors.session);
    // The guest's order took the cart's lines: the cart loads afresh, its device copy dropped (no lines merged back).
    login.on('pendingOrder.placed', () => actors.cart?.send({ type: 'cart.replaced' }));
    actors.login = login.start();
  }
  return actors.login;
}

export function useLoginActor(): LoginActorRef {
  return loginActorOf(useRootActors());
}

/**
 * Carries out what the login flow emits while one of its screens is shown (each renders this once):
 * `navigation.requested` (a route change; to the page already shown it replaces the entry) and `redirect.requested`
 * (a full page load, e.g. to the social identity provider).
 */
export function LoginFlowEvents() {
  const login = useLoginActor();
  const redirect = useContext(LeaveAppContext);
  const appNavigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const navigate = useEffectEvent((to: string) => appNavigate(to, { replace: to === `${pathname}${search}` }));
  const leave = useEffectEvent((url: string) => redirect(url));

  useEffect(() => {
    const subscriptions = [
      login.on('navigation.requested', ({ to }) => navigate(to)),
      login.on('redirect.requested', ({ url }) => leave(url)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [login]);

  return null;
}
