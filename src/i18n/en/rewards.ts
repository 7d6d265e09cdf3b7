/** Texts of spin the wheel (/spinWheel), the cheesy rewards track (on /pizzaLoyalty) and the cart's ready reward (docs/rewards.md). */
import { defineTexts } from '../texts';

export default defineTexts('rewards', {
  offer: {
    flat: '{amount} off on orders of {minimum} or more',
    percent: '{percent}% off up to {cap} on orders of {minimum} or more',
  },
  spin: {
    documentTitle: 'Spin the wheel · Slice',
    heading: 'Spin the wheel',
    intro: 'One free spin every day. Win Promo Points for your Slice Wallet or a coupon just for you.',
    wheelLabel: 'The prize wheel: {prizes}',
    segment: {
      points: '{points} points',
      flat: '{amount} off',
      percent: '{percent}% off',
      none: 'Better luck',
    },
    spinButton: 'Spin the wheel',
    spinning: 'The wheel is spinning…',
    loading: 'Loading the wheel…',
    loadFailedTitle: 'We could not load the wheel.',
    loadFailedBody: 'Check your connection and try again.',
    retry: 'Try again',
    spinFailedTitle: 'Your spin did not go through.',
    spinFailedBody: 'Nothing was used up. Check your connection and spin again.',
    spinRetry: 'Spin again',
    prizeHeading: 'Today’s prize',
    won: {
      points: 'You won {points} Promo Points! They are in your Slice Wallet now.',
      coupon: 'You won a coupon: {offer}.',
      none: 'Better luck next time! Come back tomorrow for another spin.',
    },
    couponCode: 'Your coupon code',
    couponValidTo: 'Only for you, on one order, until {date}.',
    useCoupon: 'Use it in your cart',
    seeWallet: 'See your wallet',
    nextSpin: 'Your next spin opens on {date} at {time}.',
  },
  track: {
    heading: 'Cheesy rewards',
    intro: 'Every delivered order moves you along the track. Reach a milestone and a coupon is yours.',
    loading: 'Loading your cheesy rewards…',
    loadFailedTitle: 'We could not load your cheesy rewards.',
    loadFailedBody: 'Check your connection and try again.',
    retry: 'Try again',
    notRegistered: 'Join to start your track: orders delivered after you join count.',
    optedOut:
      'You have left cheesy rewards. Coupons you unlocked stay yours until they expire. Join again to carry on along the same track.',
    register: 'Join cheesy rewards',
    rejoin: 'Join again',
    optOut: 'Leave cheesy rewards',
    progress: {
      one: '{count} delivered order on your track',
      other: '{count} delivered orders on your track',
    },
    nextMilestone: {
      one: '{count} more delivered order to your next reward',
      other: '{count} more delivered orders to your next reward',
    },
    allReached: 'You have reached every milestone. You are a cheese legend!',
    trackLabel: 'Your track: {delivered} of {total} orders',
    milestone: 'Order {orders}',
    state: {
      LOCKED: 'Locked',
      READY: 'Ready to use',
      USED: 'Used',
      EXPIRED: 'Expired',
    },
    couponCode: 'Code {code}, valid until {date}',
  },
  cart: {
    heading: 'Your cheesy reward is ready',
    apply: 'Apply {code}',
  },
});
