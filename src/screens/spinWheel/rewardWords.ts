/** Words for a reward coupon's offer and a wheel segment, from the rewards catalogue. */
import type { GameSegment, RewardOffer } from '@/contract/rewards';
import type rewardsTexts from '@/i18n/en/rewards';
import type { Texts } from '@/i18n/useTexts';

export type RewardsTexts = Texts<(typeof rewardsTexts)['texts']>;

/** '₹ 50 off on orders of ₹ 299 or more'. */
export function offerWords({ t, fill, rupees }: RewardsTexts, offer: RewardOffer): string {
  const minimum = rupees(offer.minOrderValue);
  if (offer.kind === 'FLAT') return fill(t.offer.flat, { amount: rupees(offer.value), minimum });
  return fill(t.offer.percent, { percent: offer.value, cap: rupees(offer.maxDiscount ?? 0), minimum });
}

/** A segment's short label: '25 points', '₹ 50 off', '20% off', 'Better luck'. */
export function segmentWords({ t, fill, rupees }: RewardsTexts, segment: GameSegment): string {
  const words = t.spin.segment;
  if (segment.kind === 'POINTS') return fill(words.points, { points: segment.points });
  if (segment.kind === 'NONE' || !segment.coupon) return words.none;
  if (segment.coupon.kind === 'FLAT') return fill(words.flat, { amount: rupees(segment.coupon.value) });
  return fill(words.percent, { percent: segment.coupon.value });
}
