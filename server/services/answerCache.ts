/**
 * Answers made of the catalogue (menu, toppings, EDV deals, config), kept in memory per key and catalogue
 * version with their ETag and brotli and gzip bodies. A database trigger raises the version row on every
 * catalogue change, and each process reads it at most once per `recheckMs`, so every process drops stale
 * answers within that time.
 */
import { createHash } from 'node:crypto';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueVersion } from '../db/schema';

/** A body as a response takes it, sent as it is on every request (no copy). */
type Body = Uint8Array<ArrayBuffer>;

export interface CachedAnswer {
  /** Weak: the same JSON in any encoding. */
  etag: string;
  identity: Body;
  br: Body;
  gzip: Body;
}

export interface AnswerCache {
  /** The kept answer for `key` at the current catalogue version, made once by `make`; null when `make` finds nothing. */
  get(key: string, make: () => Promise<unknown>): Promise<CachedAnswer | null>;
}

/** Stores x languages x kinds of answer stay far below this; past it the oldest answer goes. */
const MAX_ANSWERS = 5_000;
const BROTLI_QUALITY = 9;
const GZIP_LEVEL = 9;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function encode(value: unknown): Promise<CachedAnswer> {
  const identity = Buffer.from(JSON.stringify(value));
  const [br, gzipped] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: GZIP_LEVEL }),
  ]);
  const body = (buffer: Buffer): Body => new Uint8Array(buffer);
  return {
    etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity: body(identity),
    br: body(br),
    gzip: body(gzipped),
  };
}

/** `recheckMs`: how long a version read stands before the next request reads it again (0: every request). */
export function createAnswerCache(db: Database, { recheckMs }: { recheckMs: number }): AnswerCache {
  const answers = new Map<string, { version: number; answer: Promise<CachedAnswer | null> }>();
  let versionRead: { version: Promise<number>; at: number } | undefined;

  const readVersion = async (): Promise<number> => {
    const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1));
    // Without the row nothing would ever be seen to change: refuse to keep answers rather than keep them for ever.
    if (!row) throw new Error('catalogue_version has no row: run the migrations.');
    return row.version;
  };

  /** Concurrent requests share one read; a failed read is not kept. */
  function currentVersion(): Promise<number> {
    const now = Date.now();
    if (versionRead && now - versionRead.at < recheckMs) return versionRead.version;
    const read = { version: readVersion(), at: now };
    read.version.catch(() => {
      if (versionRead === read) versionRead = undefined;
    });
    versionRead = read;
    return read.version;
  }

  return {
    async get(key, make) {
      // The version is read before the catalogue: an answer is never labelled newer than what it was made of.
      const version = await currentVersion();
      const kept = answers.get(key);
      // The Map's order is the order of use: the least used answer is the first to go.
      answers.delete(key);
      if (kept?.version === version) {
        answers.set(key, kept);
        return kept.answer;
      }
      const answer = make().then((value) => (value === null || value === undefined ? null : encode(value)));
      const entry = { version, answer };
      answers.set(key, entry);
      if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
      // Neither a failure nor "nothing there" (an unknown store) is kept: unknown ids cannot crowd out real answers.
      const forget = () => {
        if (answers.get(key) === entry) answers.delete(key);
      };
      void answer.then((made) => made === null && forget(), forget);
      return answer;
    },
  };
}
