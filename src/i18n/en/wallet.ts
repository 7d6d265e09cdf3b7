/** Texts of the Slice wallet page (SPEC 2 /wallet; SPEC 3 wallet point titles, balance and transaction date header). */
import { defineTexts } from '../texts';

export default defineTexts('wallet', {
  documentTitle: 'Slice Wallet',
  title: 'Slice Wallet',
  loading: 'Loading your wallet',
  loadFailedTitle: 'We could not load your wallet',
  retry: 'Try again',
  balanceHeading: 'Your balance',
  /** The total, read out with its label: 'Total balance ₹ 250'. */
  totalBalance: 'Total balance',
  balanceHint: '1 point = ₹ 1. Use your balance when you pay for an order.',
  partsLabel: 'Balance by kind of points',
  /** SPEC 3 wallet point titles. */
  parts: {
    PIZZA_PALS: 'Pizza Pals Points',
    PROMO: 'Promo Points',
    REFUND: 'Refund Points',
  },
  /** What each part is, under its title. */
  partHints: {
    PIZZA_PALS: 'Earned on your orders with Pizza Pals',
    PROMO: 'Prizes and rewards; they expire',
    REFUND: 'Refunds of orders that did not go through',
  },
  historyHeading: 'Wallet history',
  /** Every credit and debit in words; {order} is the Slice order id. */
  explained: {
    pointsEarned: 'Points earned on order {order}',
    pointsUsed: 'Points used for a free pizza on order {order}',
    pointsReturned: 'Points given back from order {order}, which did not go through',
    orderPaid: 'Paid for order {order}',
    orderReturned: 'Payment for order {order} given back to your wallet',
    refund: 'Refund of order {order} to your wallet',
    spinPrize: 'Spin the wheel prize',
    rewardPoints: 'Reward points',
    promoPoints: 'Promo points',
    promoExpired: 'Promo points expired',
  },
  /** The same, for an entry whose order is no longer on record. */
  explainedWithoutOrder: {
    pointsEarned: 'Points earned on an order',
    pointsUsed: 'Points used for a free pizza',
    pointsReturned: 'Points given back from an order that did not go through',
    orderPaid: 'Paid for an order',
    orderReturned: 'Payment for an order given back to your wallet',
    refund: 'Refund of an order to your wallet',
    spinPrize: 'Spin the wheel prize',
    rewardPoints: 'Reward points',
    promoPoints: 'Promo points',
    promoExpired: 'Promo points expired',
  },
  /** Read out before the amount; the screen shows + or − instead. */
  credit: 'Added',
  debit: 'Taken',
  /** A promo credit's expiry: 'Valid till 26 Dec 2026'. */
  validTill: 'Valid till {date}',
  /** Under the transaction-date header of today and yesterday, in India. */
  today: 'Today',
  yesterday: 'Yesterday',
  loadMore: 'Load more',
  loadingMore: 'Loading more of your history',
  moreFailed: 'More of your history did not load.',
  allLoaded: 'That is all of your wallet history.',
  empty: {
    title: 'No wallet activity yet',
    body: 'Points you earn on orders, prizes and refunds to your wallet will show here.',
  },
  orderNow: 'Order now',
});
