/** Amounts are integer paise everywhere; rupees appear only in seed data, config limits and display. */

export const PAISE_PER_RUPEE = 100;

/** Rupees (possibly with paise as a fraction) as integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Paise as rupees, e.g. for a gateway that takes '199.50'. */
export function toRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** An amount floored to whole rupees, in paise. */
export function floorToRupees(paise: number): number {
  return Math.floor(paise / PAISE_PER_RUPEE) * PAISE_PER_RUPEE;
}
