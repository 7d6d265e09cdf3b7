/**
 * The device's client id (SPEC 7 ga_client_id), kept in local storage so a test or a partner's QA can fix it before
 * the app loads; without storage it lasts for this visit.
 */
import { isClientId, newClientId } from '@/domain/autoLogin';

export const CLIENT_ID_STORAGE_KEY = 'slice.clientId';

let current: string | null = null;

export function deviceClientId(): string {
  if (current) return current;
  try {
    const stored = globalThis.localStorage?.getItem(CLIENT_ID_STORAGE_KEY);
    if (isClientId(stored)) return (current = stored);
  } catch {
    // Private mode without storage: a new id for this visit.
  }
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  current = newClientId(random, Date.now());
  try {
    globalThis.localStorage?.setItem(CLIENT_ID_STORAGE_KEY, current);
  } catch {
    // As above.
  }
  return current;
}
