/**
 * The sandbox identity provider: GET socialSandboxAuthorize serves the consent page; its form posts to
 * socialSandboxConsent, which redirects (302) to redirect_uri with `#token=<signed JWT>&state=...`.
 */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { validated } from '../http/validate';
import type { SocialSandbox } from '../services/socialSandbox';
import { CONSENT_PAGE_CSP, renderConsentPage } from './sandboxConsentPage';

export function socialSandboxRoutes(sandbox: SocialSandbox): Hono {
  return new Hono()
    .get(E.authorizeSocialSandbox.path, validated('authorizeSocialSandbox'), (c) => {
      const { redirect_uri: redirectUri, state } = c.get('query');
      c.header('Content-Security-Policy', CONSENT_PAGE_CSP);
      return c.html(renderConsentPage({ action: E.consentSocialSandbox.path, redirectUri, state }));
    })
    .post(E.consentSocialSandbox.path, validated('consentSocialSandbox'), async (c) => {
      const { redirect_uri: target, state: echoed, name, email } = c.get('body');
      const token = await sandbox.issue({ name, email });
      return c.redirect(`${target}#${new URLSearchParams({ token, state: echoed }).toString()}`, 302);
    });
}
