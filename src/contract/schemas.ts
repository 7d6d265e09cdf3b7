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
import * as codOtp from './codOtp';
import * as config from './config';
import * as content from './content';
import * as feedback from './feedback';
import * as contentPages from './contentPages';
import { htmlPage, noContent } from './fields';
import * as league from './league';
import * as locations from './locations';
import * as loyalty from './loyalty';
import * as loyaltyMenu from './loyaltyMenu';
import * as menu from './menu';
import * as orders from './orders';
import * as payments from './payments';
import * as paymentVerification from './paymentVerification';
import * as paytm from './paytm';
import * as profile from './profile';
import * as rail from './rail';
import * as rewards from './rewards';
import * as sandbox from './sandbox';
import * as tracking from './tracking';
import * as vouchers from './vouchers';
import * as wallet from './wallet';

export const SCHEMAS = {
  ...accounts,
  ...addresses,
  ...afterOrder,
  ...cart,
  ...codOtp,
  ...config,
  ...content,
  ...feedback,
  ...contentPages,
  ...league,
  ...locations,
  ...loyalty,
  ...loyaltyMenu,
  ...menu,
  ...orders,
  ...payments,
  ...paymentVerification,
  ...paytm,
  ...profile,
  ...rail,
  ...rewards,
  ...sandbox,
  ...tracking,
  ...vouchers,
  ...wallet,
  htmlPage,
  noContent,
} satisfies Record<string, z.ZodType>;

export type Schemas = typeof SCHEMAS;
export type SchemaName = keyof Schemas;
