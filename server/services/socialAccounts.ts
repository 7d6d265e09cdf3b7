/** Social identities and their accounts: sign-in finds the linked user, sign-up links or creates one. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { socialIdentities, users } from '../db/schema';
import { verifiedUserForMobile } from './accounts';
import type { SandboxIdentity } from './socialSandbox';

export type SocialProvider = (typeof socialIdentities.$inferSelect)['provider'];

export interface SocialSignup {
  mobile: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type SocialSignupResult = { ok: true; userId: string } | { ok: false; reason: 'mobileTaken' };

export async function userForIdentity(db: Pick<Database, 'select'>, provider: SocialProvider, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject), isNull(users.deletedAt)));
  return row?.userId ?? null;
}

/**
 * Sign-up once the mobile answered an OTP: an identity already linked keeps its account. Otherwise it
 * is linked to the user with this mobile (now verified), unless that user already has an identity at
 * this provider, or to a new user.
 */
export async function signUpIdentity(
  db: Database,
  provider: SocialProvider,
  identity: SandboxIdentity,
  signup: SocialSignup,
): Promise<SocialSignupResult> {
  return db.transaction(async (tx) => {
    const linked = await userForIdentity(tx, provider, identity.subject);
    if (linked) return { ok: true, userId: linked };
    const userId = await verifiedUserForMobile(tx, {
      ...signup,
      emailVerified: signup.email.toLowerCase() === identity.email.toLowerCase(),
    });
    const [link] = await tx
      .insert(socialIdentities)
      .values({ provider, subject: identity.subject, userId })
      .onConflictDoNothing()
      .returning({ userId: socialIdentities.userId });
    if (link) return { ok: true, userId };
    return (await userForIdentity(tx, provider, identity.subject)) === userId ? { ok: true, userId } : { ok: false, reason: 'mobileTaken' };
  });
}
