/** The active catalogue of the account screens; Hindi will add one of the same shape. */
import { accountsEn, type AccountMessages } from './accountsEn';

export type { AccountMessages };
export const ta: AccountMessages = accountsEn;
