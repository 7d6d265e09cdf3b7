/**
 * The sandbox identity provider: it vouches for whatever name and email the consent form was given,
 * as an HS256 JWT signed with its own key. The subject is derived from the email, so the same email
 * is the same identity every time.
 */
import { createHash } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import type { Database } from '../db/client';
import { MS_PER_SECOND } from '@/domain/time';
import { lazySecret } from './secrets';

export const SANDBOX_ISSUER = 'slice-sandbox-idp';
export const SANDBOX_TOKEN_TTL_SECONDS = 600;
const SANDBOX_ALGORITHM = 'HS256';
const SANDBOX_KEY_SETTING = 'social_sandbox_key';
const SUBJECT_HEX_LENGTH = 32;

/** Prefilled on the consent page. */
export const SANDBOX_DEMO_IDENTITY = { name: 'Asha Rao', email: 'asha.rao@example.com' } as const;

export interface SandboxIdentity {
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface SocialSandbox {
  /** A signed token for the identity the consent form named. */
  issue(consent: { name: string; email: string }): Promise<string>;
  /** The identity, or null for a forged, altered, foreign or expired token. */
  verify(token: string): Promise<SandboxIdentity | null>;
}

export const sandboxSubject = (email: string): string =>
  `sandbox-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, SUBJECT_HEX_LENGTH)}`;

/** 'Asha Rao Iyer' -> given 'Asha', family 'Rao Iyer'. */
export function splitName(name: string): { givenName: string; familyName: string } {
  const [givenName = '', ...rest] = name.trim().split(/\s+/);
  return { givenName, familyName: rest.join(' ') };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function createSocialSandbox(db: Database, configuredKey: string | undefined): SocialSandbox {
  const key = lazySecret(db, SANDBOX_KEY_SETTING, configuredKey);
  return {
    async issue({ name, email }) {
      const now = Math.floor(Date.now() / MS_PER_SECOND);
      const { givenName, familyName } = splitName(name);
      const payload = {
        iss: SANDBOX_ISSUER,
        sub: sandboxSubject(email),
        email: email.trim(),
        given_name: givenName,
        family_name: familyName,
        iat: now,
        exp: now + SANDBOX_TOKEN_TTL_SECONDS,
      };
      return sign(payload, await key(), SANDBOX_ALGORITHM);
    },
    async verify(token) {
      try {
        const payload = await verify(token, await key(), { alg: SANDBOX_ALGORITHM, iss: SANDBOX_ISSUER });
        const subject = text(payload.sub);
        const email = text(payload.email);
        const givenName = text(payload.given_name);
        const familyName = text(payload.family_name);
        if (!subject || !email || givenName === null || familyName === null) return null;
        return { subject, email, givenName, familyName };
      } catch {
        return null;
      }
    },
  };
}
