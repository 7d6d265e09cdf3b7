/** The offers page's part of the SPEC 5 confetti rule (the rule itself is offersConfettiDue in src/domain/cart.ts). */

/**
 * The minimum order value the offers page celebrates: the lowest positive one among the listed offers,
 * so the confetti marks the moment the cart unlocks its first offer; null when no offer has a minimum.
 */
export function lowestOfferMinimum(offers: readonly { minOrderValue: number }[]): number | null {
  const minimums = offers.map((offer) => offer.minOrderValue).filter((minimum) => minimum > 0);
  return minimums.length > 0 ? Math.min(...minimums) : null;
}
