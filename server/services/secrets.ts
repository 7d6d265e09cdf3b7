/** Server secrets: the configured value, else one generated once and kept in the settings table. */
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { settings } from '../db/schema';

const SECRET_BYTES = 48;

/** A random opaque value (refresh tokens, session ids, key ids). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** The configured secret, else the stored one (created by whichever process asks first). */
export async function resolveStoredSecret(db: Database, settingKey: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: settingKey, value: randomToken(SECRET_BYTES) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, settingKey));
  if (!row) throw new Error(`The secret ${settingKey} could not be stored.`);
  return row.value;
}

/** Resolves once per process, on first use (again after a failure). */
export function lazySecret(db: Database, settingKey: string, configured: string | undefined): () => Promise<string> {
  let secret: Promise<string> | undefined;
  const resolve = () =>
    resolveStoredSecret(db, settingKey, configured).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
  return () => (secret ??= resolve());
}

/** Keyed hash for values that must not be stored in the clear but are guessable (codes, mobiles). */
export const keyedHash = (secret: string, ...parts: string[]): string =>
  createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
