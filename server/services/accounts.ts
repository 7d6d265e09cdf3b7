/** Logged-in users: creation by mobile, login answers, profile, password, wallet summary and deletion. */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LoginAttributes, LoginResponse } from '@/contract/accounts';
import type { WalletSummary } from '@/contract/wallet';
import type { Profile, ProfileUpdateBody } from '@/contract/profile';
import { isLanguage, type Language } from '@/i18n/languages';
import type { Database } from '../db/client';
import { addresses, carts, favourites, socialIdentities, users, wallets } from '../db/schema';
import { orderFrequency } from './frequency';
import { clearOtpCodes } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import { endAllSessions, startUserSession } from './sessions';
import { settledWallet } from './wallet';
import { clearSmsOutbox } from './sms/builtIn';
import type { TokenService } from './tokens';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface NewUser {
  mobile: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  emailVerified?: boolean;
  /** The mobile answered an OTP. */
  mobileVerified: boolean;
}

const liveUser = (userId: string) => and(eq(users.id, userId), eq(users.anonymous, false), isNull(users.deletedAt));

/** Inserts a logged-in user with a wallet, or returns null when the mobile is already registered. */
export async function insertUser(tx: Tx, user: NewUser): Promise<string | null> {
  const [created] = await tx
    .insert(users)
    .values({
      id: randomUUID(),
      anonymous: false,
      mobile: user.mobile,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      email: user.email ?? null,
      emailVerified: user.emailVerified ?? false,
      mobileVerified: user.mobileVerified,
      cartId: randomUUID(),
    })
    .onConflictDoNothing({ target: users.mobile })
    .returning({ id: users.id });
  if (!created) return null;
  await tx.insert(wallets).values({ userId: created.id });
  return created.id;
}

export async function findUserIdByMobile(db: Pick<Database, 'select'>, mobile: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), isNull(users.deletedAt)));
  return row?.id ?? null;
}

/** The user with this mobile, now marked verified; a new user (with these details) when there is none. */
export async function verifiedUserForMobile(tx: Tx, user: Omit<NewUser, 'mobileVerified'>): Promise<string> {
  const created = await insertUser(tx, { ...user, mobileVerified: true });
  if (created) return created;
  const [existing] = await tx
    .update(users)
    .set({ mobileVerified: true })
    .where(and(eq(users.mobile, user.mobile), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (!existing) throw new Error('The user with this mobile disappeared during login.');
  return existing.id;
}

/** OTP login: the user with this mobile (now verified), created on first login. */
export async function userForVerifiedMobile(db: Database, user: Omit<NewUser, 'mobileVerified'>): Promise<string> {
  return db.transaction((tx) => verifiedUserForMobile(tx, user));
}

/** The SPEC 3 login attributes; `at` is now on the server's clock (the order frequency counts back from it). */
export async function loginAttributes(db: Database, userId: string, at: Date): Promise<LoginAttributes> {
  const [user] = await db.select().from(users).where(liveUser(userId));
  if (!user) throw new Error(`User ${userId} is not a live logged-in user.`);
  return {
    cartId: user.cartId ?? '',
    cognitoLoggedin: true,
    email: user.email ?? '',
    emailVerified: user.emailVerified,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    mobile: user.mobile ?? '',
    phoneNumberVerified: user.mobileVerified,
    sub: user.id,
    userId: user.id,
    isVip: user.isVip,
    frequency: await orderFrequency(db, user.id, at),
    language: savedLanguage(user.language),
  };
}

/** Every successful login answers this: a new session and the login attributes. */
export async function loginResponse(db: Database, tokens: TokenService, userId: string, at: Date): Promise<LoginResponse> {
  const credentials = await startUserSession(db, tokens, userId);
  return { status: 'SUCCESS', userId, cognitoId: userId, credentials, attributes: await loginAttributes(db, userId, at) };
}

/** The user id when the mobile has this password; null otherwise, after the same work either way. */
export async function checkPassword(db: Database, mobile: string, password: string): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.mobile, mobile), isNull(users.deletedAt), isNotNull(users.passwordHash)));
  const matches = await verifyPassword(password, user?.passwordHash);
  return matches && user ? user.id : null;
}

/** Sets the password and ends the user's other sessions. */
export async function setPassword(db: Database, userId: string, password: string, keepSessionId: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(liveUser(userId));
    await endAllSessions(tx, userId, keepSessionId);
  });
}

/** A stored language the app still speaks, else none. */
const savedLanguage = (value: string | null): Language | null => (isLanguage(value) ? value : null);

const profileColumns = {
  userId: users.id,
  mobile: sql<string>`coalesce(${users.mobile}, '')`,
  firstName: sql<string>`coalesce(${users.firstName}, '')`,
  lastName: sql<string>`coalesce(${users.lastName}, '')`,
  email: sql<string>`coalesce(${users.email}, '')`,
  language: users.language,
};

const toProfile = (row: Omit<Profile, 'language'> & { language: string | null }): Profile => ({
  ...row,
  language: savedLanguage(row.language),
});

export async function getProfile(db: Database, userId: string): Promise<Profile | null> {
  const [profile] = await db.select(profileColumns).from(users).where(liveUser(userId));
  return profile ? toProfile(profile) : null;
}

/** Only the fields sent change. An empty email removes it; a changed email is no longer the one an identity provider verified. */
export async function updateProfile(db: Database, userId: string, update: ProfileUpdateBody): Promise<Profile | null> {
  const emailChange =
    update.email === undefined
      ? {}
      : (() => {
          const email = update.email === '' ? null : update.email;
          return { email, emailVerified: sql`${users.emailVerified} and ${users.email} is not distinct from ${email}::text` };
        })();
  const [profile] = await db
    .update(users)
    .set({
      ...(update.firstName === undefined ? {} : { firstName: update.firstName }),
      ...(update.lastName === undefined ? {} : { lastName: update.lastName }),
      ...emailChange,
      ...(update.language === undefined ? {} : { language: update.language }),
    })
    .where(liveUser(userId))
    .returning(profileColumns);
  return profile ? toProfile(profile) : null;
}

/** SPEC 7 wallet summary: the settled balance and its parts. */
export const walletSummary = (db: Database, userId: string, at: Date): Promise<WalletSummary> => settledWallet(db, userId, at);

/**
 * Removes the account's personal data: the row keeps only its id and deletion time (so old tokens
 * answer SESSION_ENDED); identities, wallet, codes and outbox messages go; every session ends.
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ mobile: users.mobile }).from(users).where(liveUser(userId)).for('update');
    if (!user) return;
    await tx
      .update(users)
      .set({
        mobile: null,
        firstName: null,
        lastName: null,
        email: null,
        passwordHash: null,
        cartId: null,
        mobileVerified: false,
        emailVerified: false,
        isVip: false,
        language: null,
        deletedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
    await tx.delete(wallets).where(eq(wallets.userId, userId));
    // The user row stays (soft delete), so its cascades never fire: addresses, favourites and the cart go here.
    await tx.delete(addresses).where(eq(addresses.userId, userId));
    await tx.delete(favourites).where(eq(favourites.userId, userId));
    await tx.delete(carts).where(eq(carts.userId, userId));
    await endAllSessions(tx, userId);
    if (user.mobile) {
      await clearOtpCodes(tx, user.mobile);
      await clearSmsOutbox(tx, user.mobile);
    }
  });
}
