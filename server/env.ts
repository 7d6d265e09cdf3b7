/** Server settings, read once from the process environment at boot and validated. */
import { z } from 'zod';

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '0.0.0.0';
export const DEFAULT_DATA_DIR = '.data';
export const DEFAULT_TIME_SCALE = 1;
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
export const DEFAULT_STATIC_DIR = 'dist';
export const DEFAULT_NODE_ENV = 'development';
export const PRODUCTION = 'production';
/** OTP send limits per hour: per mobile number and per client address. */
export const DEFAULT_OTP_SENDS_PER_MOBILE_PER_HOUR = 5;
export const DEFAULT_OTP_SENDS_PER_ADDRESS_PER_HOUR = 20;
/** Password guesses per hour from one client address, whatever the mobiles (spraying). */
export const DEFAULT_PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR = 30;
/** Password guesses per hour at one mobile from one client address: others elsewhere cannot lock the owner out. */
export const DEFAULT_PASSWORD_GUESSES_PER_MOBILE_PER_HOUR = 10;
/** Anonymous users one client address may create per hour (many phones share an address behind carrier NAT). */
export const DEFAULT_ANONYMOUS_USERS_PER_ADDRESS_PER_HOUR = 200;
/** Track-another-order lookups per hour from one client address. */
export const DEFAULT_TRACK_LOOKUPS_PER_ADDRESS_PER_HOUR = 30;
/** PNR status and rail localities lookups per client address per hour (a PNR names a passenger's seat). */
export const DEFAULT_PNR_LOOKUPS_PER_ADDRESS_PER_HOUR = 120;
/** How long a process serves its kept catalogue answers before it reads the catalogue version again. */
export const DEFAULT_CATALOGUE_RECHECK_MS = 1000;
const MAX_CATALOGUE_RECHECK_MS = 60_000;
/** Fault injection points (docs/payments.md), for crash tests; refused in production. */
export const FAULT_POINTS = { killAfterGatewaySuccess: 'kill-after-gateway-success' } as const;
const MAX_PORT = 65535;
const MIN_SECRET_LENGTH = 16;
const TILE_PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

export interface Env {
  PORT: number;
  HOST: string;
  /** Folder of the embedded PGlite database; unused when DATABASE_URL is set. */
  DATA_DIR: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  DATABASE_URL?: string;
  /** Speed of simulated clocks (2 = twice as fast). */
  TIME_SCALE: number;
  PUBLIC_URL: string;
  MAP_TILE_URL: string;
  TOKEN_TTL_SECONDS: number;
  /** When absent, a secret generated once is kept in the database. */
  TOKEN_SECRET?: string;
  STATIC_DIR: string;
  /** 'production' hides the development SMS outbox. */
  NODE_ENV: string;
  OTP_SENDS_PER_MOBILE_PER_HOUR: number;
  OTP_SENDS_PER_ADDRESS_PER_HOUR: number;
  PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR: number;
  PASSWORD_GUESSES_PER_MOBILE_PER_HOUR: number;
  ANONYMOUS_USERS_PER_ADDRESS_PER_HOUR: number;
  TRACK_LOOKUPS_PER_ADDRESS_PER_HOUR: number;
  PNR_LOOKUPS_PER_ADDRESS_PER_HOUR: number;
  /** Catalogue changes reach every process's kept menu, toppings, deals and config within this time (0: at once). */
  CATALOGUE_RECHECK_MS: number;
  /** Origins of partner webviews (SPEC 6) that may frame the app: CSP frame-ancestors. */
  PARTNER_FRAME_ORIGINS: string[];
  /** Signing key of the sandbox identity provider; when absent, one generated once is kept in the database. */
  SOCIAL_SANDBOX_KEY?: string;
  /** Outside production only: a fault injection point (FAULT_POINTS) the process acts on. */
  FAULT_POINT?: string;
}

/** A setting that failed validation; the message names the variable, the value and what was expected. */
export class EnvError extends Error {
  override name = 'EnvError';
}

const isUrl = (value: string, protocols: readonly string[]): boolean => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const optionalText = z.string().trim().min(1).optional();

const isOrigin = (value: string): boolean => isUrl(value, ['http:', 'https:']) && new URL(value).origin === value;

const integer = (min: number, max: number) => z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

const FIELDS = {
  PORT: { schema: integer(0, MAX_PORT).optional(), expected: `an integer from 0 to ${MAX_PORT}` },
  HOST: { schema: optionalText, expected: 'a host name or IP address' },
  DATA_DIR: { schema: optionalText, expected: 'a folder path' },
  DATABASE_URL: {
    schema: z
      .string()
      .refine((v) => isUrl(v, ['postgres:', 'postgresql:']))
      .optional(),
    expected: 'a postgres:// or postgresql:// URL',
  },
  TIME_SCALE: {
    schema: z
      .string()
      .regex(/^\d*\.?\d+$/)
      .transform(Number)
      .pipe(z.number().positive())
      .optional(),
    expected: 'a positive number',
  },
  PUBLIC_URL: {
    schema: z
      .string()
      .refine((v) => isUrl(v, ['http:', 'https:']))
      .optional(),
    expected: 'an http:// or https:// URL',
  },
  MAP_TILE_URL: {
    schema: z
      .string()
      .refine((v) => isUrl(v, ['http:', 'https:']) && TILE_PLACEHOLDERS.every((p) => v.includes(p)))
      .optional(),
    expected: 'an http(s) URL containing {z}, {x} and {y}',
  },
  TOKEN_TTL_SECONDS: { schema: integer(1, Number.MAX_SAFE_INTEGER).optional(), expected: 'a positive integer' },
  TOKEN_SECRET: { schema: z.string().min(MIN_SECRET_LENGTH).optional(), expected: `at least ${MIN_SECRET_LENGTH} characters` },
  STATIC_DIR: { schema: optionalText, expected: 'a folder path' },
  NODE_ENV: { schema: optionalText, expected: 'an environment name' },
  OTP_SENDS_PER_MOBILE_PER_HOUR: { schema: integer(1, Number.MAX_SAFE_INTEGER).optional(), expected: 'a positive integer' },
  OTP_SENDS_PER_ADDRESS_PER_HOUR: { schema: integer(1, Number.MAX_SAFE_INTEGER).optional(), expected: 'a positive integer' },
  PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR: { schema: integer(1, Number.MAX_SAFE_INTEGER).optional(), expected: 'a positive integer' },
  PASSWORD_GUESSES_PER_MOBILE_PER_HOUR: { schema: integer(1, Number.MAX_SAFE_INTEGER).optional(), expected: 'a positive integer' },
  ANONYMOUS_USERS_PER_ADDRESS_PER_HOUR: { schema: integer(1, Number.MAX_SAFE_INTEGER).optional(), expected: 'a positive integer' },
  TRACK_LOOKUPS_PER_ADDRESS_PER_HOUR: { schema: integer(1, Number.MAX_SAFE_INTEGER).optional(), expected: 'a positive integer' },
  PNR_LOOKUPS_PER_ADDRESS_PER_HOUR: { schema: integer(1, Number.MAX_SAFE_INTEGER).optional(), expected: 'a positive integer' },
  CATALOGUE_RECHECK_MS: {
    schema: integer(0, MAX_CATALOGUE_RECHECK_MS).optional(),
    expected: `an integer from 0 to ${MAX_CATALOGUE_RECHECK_MS}`,
  },
  PARTNER_FRAME_ORIGINS: {
    schema: z
      .string()
      .transform((value) => value.split(/[\s,]+/).filter((origin) => origin !== ''))
      .refine((origins) => origins.every(isOrigin))
      .optional(),
    expected: 'origins such as https://partner.example, separated by commas',
  },
  SOCIAL_SANDBOX_KEY: {
    schema: z.string().min(MIN_SECRET_LENGTH).optional(),
    expected: `at least ${MIN_SECRET_LENGTH} characters`,
  },
  FAULT_POINT: {
    schema: z.enum(Object.values(FAULT_POINTS)).optional(),
    expected: `one of ${Object.values(FAULT_POINTS).join(', ')}`,
  },
} as const;

const SECRET_FIELDS: ReadonlySet<string> = new Set(['TOKEN_SECRET', 'SOCIAL_SANDBOX_KEY']);

type Fields = typeof FIELDS;
type Parsed = { [K in keyof Fields]: z.output<Fields[K]['schema']> };

function readField<K extends keyof Fields>(record: Record<string, string | undefined>, key: K): Parsed[K] {
  const raw = record[key];
  const value = raw === '' ? undefined : raw;
  const result = FIELDS[key].schema.safeParse(value);
  if (!result.success) {
    const shown = SECRET_FIELDS.has(key) ? `<${raw?.length ?? 0} characters>` : JSON.stringify(raw);
    throw new EnvError(`Invalid environment variable ${key}=${shown}: expected ${FIELDS[key].expected}.`);
  }
  return result.data as Parsed[K];
}

/** Pure: turns an environment record into validated settings, or throws an EnvError. Empty values count as unset. */
export function parseEnv(record: Record<string, string | undefined>): Env {
  const read = <K extends keyof Fields>(key: K) => readField(record, key);
  const port = read('PORT') ?? DEFAULT_PORT;
  return {
    PORT: port,
    HOST: read('HOST') ?? DEFAULT_HOST,
    DATA_DIR: read('DATA_DIR') ?? DEFAULT_DATA_DIR,
    DATABASE_URL: read('DATABASE_URL'),
    TIME_SCALE: read('TIME_SCALE') ?? DEFAULT_TIME_SCALE,
    PUBLIC_URL: read('PUBLIC_URL') ?? defaultPublicUrl(port),
    MAP_TILE_URL: read('MAP_TILE_URL') ?? DEFAULT_MAP_TILE_URL,
    TOKEN_TTL_SECONDS: read('TOKEN_TTL_SECONDS') ?? DEFAULT_TOKEN_TTL_SECONDS,
    TOKEN_SECRET: read('TOKEN_SECRET'),
    STATIC_DIR: read('STATIC_DIR') ?? DEFAULT_STATIC_DIR,
    NODE_ENV: read('NODE_ENV') ?? DEFAULT_NODE_ENV,
    OTP_SENDS_PER_MOBILE_PER_HOUR: read('OTP_SENDS_PER_MOBILE_PER_HOUR') ?? DEFAULT_OTP_SENDS_PER_MOBILE_PER_HOUR,
    OTP_SENDS_PER_ADDRESS_PER_HOUR: read('OTP_SENDS_PER_ADDRESS_PER_HOUR') ?? DEFAULT_OTP_SENDS_PER_ADDRESS_PER_HOUR,
    PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR: read('PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR') ?? DEFAULT_PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR,
    PASSWORD_GUESSES_PER_MOBILE_PER_HOUR: read('PASSWORD_GUESSES_PER_MOBILE_PER_HOUR') ?? DEFAULT_PASSWORD_GUESSES_PER_MOBILE_PER_HOUR,
    ANONYMOUS_USERS_PER_ADDRESS_PER_HOUR: read('ANONYMOUS_USERS_PER_ADDRESS_PER_HOUR') ?? DEFAULT_ANONYMOUS_USERS_PER_ADDRESS_PER_HOUR,
    TRACK_LOOKUPS_PER_ADDRESS_PER_HOUR: read('TRACK_LOOKUPS_PER_ADDRESS_PER_HOUR') ?? DEFAULT_TRACK_LOOKUPS_PER_ADDRESS_PER_HOUR,
    PNR_LOOKUPS_PER_ADDRESS_PER_HOUR: read('PNR_LOOKUPS_PER_ADDRESS_PER_HOUR') ?? DEFAULT_PNR_LOOKUPS_PER_ADDRESS_PER_HOUR,
    CATALOGUE_RECHECK_MS: read('CATALOGUE_RECHECK_MS') ?? DEFAULT_CATALOGUE_RECHECK_MS,
    PARTNER_FRAME_ORIGINS: read('PARTNER_FRAME_ORIGINS') ?? [],
    SOCIAL_SANDBOX_KEY: read('SOCIAL_SANDBOX_KEY'),
    FAULT_POINT: faultPoint(read('FAULT_POINT'), read('NODE_ENV')),
  };
}

function faultPoint(point: string | undefined, nodeEnv: string | undefined): string | undefined {
  if (point !== undefined && nodeEnv === PRODUCTION)
    throw new EnvError(`FAULT_POINT is for tests and cannot be set when NODE_ENV=${PRODUCTION}.`);
  return point;
}

export const isProduction = (env: Pick<Env, 'NODE_ENV'>): boolean => env.NODE_ENV === PRODUCTION;

export const defaultPublicUrl = (port: number): string => `http://localhost:${port}`;

/** The address to announce once listening: PORT=0 lets the system pick a port, so a default URL takes the bound one. */
export function publicUrlFor(env: Env, boundPort: number): string {
  return env.PORT === 0 && env.PUBLIC_URL === defaultPublicUrl(0) ? defaultPublicUrl(boundPort) : env.PUBLIC_URL;
}
