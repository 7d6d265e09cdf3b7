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

/** Joins the rupee sign to its number so that a price never wraps between them. */
export const NO_BREAK_SPACE = '\u00a0';

const PAISE_DIGITS = 2;

/** Indian digit grouping (1,23,45,678): the last three digits, then pairs. */
const groupIndian = (digits: string): string =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(?:\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/**
 * An amount in paise as rupees, as en-IN and hi-IN write them: '₹ 199', '₹ 1,23,456', '₹ 10.50' (a no-break
 * space after the sign; paise only when there are any). Written out rather than through Intl.NumberFormat,
 * whose first use on a page costs the main thread tens of milliseconds (ICU's number data), on every screen
 * that shows a price.
 */
export function formatRupees(paise: number): string {
  // Amounts are whole paise; anything else (none is expected) goes the slow, general way.
  if (!Number.isSafeInteger(paise)) return `₹${NO_BREAK_SPACE}${new Intl.NumberFormat('en-IN').format(paise / PAISE_PER_RUPEE)}`;
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  const whole = groupIndian(String(Math.floor(absolute / PAISE_PER_RUPEE)));
  const fraction = absolute % PAISE_PER_RUPEE;
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(PAISE_DIGITS, '0')}`;
  return `₹${NO_BREAK_SPACE}${sign}${whole}${decimals}`;
}
