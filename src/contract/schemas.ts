/**
 * Every schema of the wire by name: the endpoint table names its schemas, the server validates requests with
 * them and the client checks answers against them in development and tests. Importing this module brings zod
 * and every schema along: the client loads it only on demand.
 */
import type { z } from 'zod';
import * as accounts from './accounts';
import * as addresses from './addresses';
import * as afterOrder from './afterOrder';
import * as cart from './cart';
import * as config from './config';
import * as content from './content';
import { htmlPage, noContent } from './fields';
import * as locations from './locations';
import * as menu from './menu';
import * as orders from './orders';
import * as payments from './payments';
import * as profile from './profile';
import * as rail from './rail';
import * as tracking from './tracking';

export const SCHEMAS = {
  ...accounts,
  ...addresses,
  ...afterOrder,
  ...cart,
  ...config,
  ...content,
  ...locations,
  ...menu,
  ...orders,
  ...payments,
  ...profile,
  ...rail,
  ...tracking,
  htmlPage,
  noContent,
} satisfies Record<string, z.ZodType>;

export type Schemas = typeof SCHEMAS;
export type SchemaName = keyof Schemas;
