/** The sandbox identity provider's consent page: a small, accessible form that posts the chosen identity. */
import { BRAND } from '@/domain/constants';
import { SANDBOX_DEMO_IDENTITY } from '../services/socialSandbox';

export const CONSENT_PAGE_TITLE = 'Sandbox identity provider';
/** The page carries no scripts and posts only to this site. */
export const CONSENT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

export interface ConsentPageInput {
  /** Where the form posts. */
  action: string;
  redirectUri: string;
  state: string;
}

export function renderConsentPage({ action, redirectUri, state }: ConsentPageInput): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${CONSENT_PAGE_TITLE}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; background: #f6f6f6; color: #1a1a1a; }
main { max-width: 26rem; margin: 0 auto; background: #fff; padding: 1.5rem; border-radius: 0.5rem; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input { display: block; width: 100%; box-sizing: border-box; margin-top: 0.25rem; padding: 0.75rem; font-size: 1rem; border: 1px solid #666; border-radius: 0.25rem; }
button { margin-top: 1.5rem; width: 100%; padding: 0.875rem; font-size: 1rem; font-weight: 600; color: #fff; background: #0b5cad; border: 0; border-radius: 0.25rem; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${CONSENT_PAGE_TITLE}</h1>
<p>${escapeHtml(BRAND)} asks who you are. This test provider signs you in as the name and email below; no password is checked.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="sandbox-name">Name</label>
<input id="sandbox-name" name="name" autocomplete="name" required maxlength="101" value="${escapeHtml(SANDBOX_DEMO_IDENTITY.name)}">
<label for="sandbox-email">Email</label>
<input id="sandbox-email" name="email" type="email" autocomplete="email" required maxlength="50" value="${escapeHtml(SANDBOX_DEMO_IDENTITY.email)}">
<button type="submit">Continue</button>
</form>
</main>
</body>
</html>
`;
}
