/** The identity provider answers on /socialSignin with `#token=...&state=...` (fragment, never sent to servers). */
export interface SocialFragment {
  token: string;
  state: string;
}

export function readSocialFragment(hash: string): SocialFragment | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('token');
  const state = params.get('state');
  return token && state ? { token, state } : null;
}
