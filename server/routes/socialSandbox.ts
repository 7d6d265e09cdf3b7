/**
 * The sandbox identity provider: GET socialSandboxAuthorize serves the consent page; its form posts to
 * socialSandboxConsent, which redirects (302) to redirect_uri with `#token=<signed JWT>&state=...`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { PATHS } from '@/api/contract';
import { isEmailFormat } from '@/domain/validation';
import { validationText } from '@/i18n/validationText';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { describeIssue, formBody, USER_FACING } from '../http/validate';
import type { SocialSandbox } from '../services/socialSandbox';
import { CONSENT_PAGE_CSP, renderConsentPage } from './sandboxConsentPage';
import { serverText } from '../texts';

const MAX_REDIRECT_LENGTH = 1024;
const MAX_STATE_LENGTH = 512;
const MAX_NAME_LENGTH = 101;
const PLACEHOLDER_ORIGIN = 'http://sandbox.invalid';

/** Only a path of this site, so the token never leaves it: no scheme, host, `//`, backslash, fragment or whitespace. */
export function isSameOriginPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are among what is refused
  if (!value.startsWith('/') || value.startsWith('//') || /[\\#\s\u0000-\u001f]/.test(value)) return false;
  try {
    return new URL(value, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
}

const redirectUri = z
  .string()
  .max(MAX_REDIRECT_LENGTH)
  .refine(isSameOriginPath, { message: serverText('redirectUriInvalid'), params: USER_FACING });
const state = z.string().max(MAX_STATE_LENGTH).default('');

const authorizeQuery = z.object({ redirect_uri: redirectUri, state });

const consentForm = z.object({
  redirect_uri: redirectUri,
  state,
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  email: z
    .string()
    .trim()
    .refine(isEmailFormat, { message: validationText('emailInvalid'), params: USER_FACING }),
});

export function socialSandboxRoutes(sandbox: SocialSandbox): Hono {
  return new Hono()
    .get(PATHS.socialSandboxAuthorize, (c) => {
      const query = authorizeQuery.safeParse(c.req.query());
      if (!query.success) {
        const [issue] = query.error.issues;
        return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: issue ? describeIssue(issue) : serverText('redirectUriInvalid') });
      }
      c.header('Content-Security-Policy', CONSENT_PAGE_CSP);
      return c.html(
        renderConsentPage({ action: PATHS.socialSandboxConsent, redirectUri: query.data.redirect_uri, state: query.data.state }),
      );
    })
    .post(PATHS.socialSandboxConsent, formBody(consentForm), async (c) => {
      const { redirect_uri: target, state: echoed, name, email } = c.get('body');
      const token = await sandbox.issue({ name, email });
      return c.redirect(`${target}#${new URLSearchParams({ token, state: echoed }).toString()}`, 302);
    });
}
