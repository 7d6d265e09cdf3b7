/**
 * The words the server seeds its content pages (/tnc, /info, /notification) and static cart widgets with, one row
 * per language; `{name}` holes are filled by the server from the product's own rules when a page is served.
 */
import { defineTexts } from '../texts';

export default defineTexts('pages', {
  tnc: {
    title: 'Terms and Conditions',
    intro: 'These terms apply to every order you place with Slice. Placing an order means you accept them.',
    sections: {
      ordering: {
        heading: 'Ordering and payment',
        store:
          'Your order is made by the Slice store that serves your address, or by the store you choose for takeaway, dine-in or Drive-n-Pick.',
        bill: 'You pay the total on the bill at checkout, with taxes and charges shown there.',
        offers: 'Coupons and offers have their own terms, shown with each offer.',
        payment:
          'Pay online by card, UPI, net banking or wallet, or in cash where the store takes it. Your order is placed once its payment is confirmed.',
      },
      delivery: {
        heading: 'Delivery',
        guarantee:
          'We deliver within {guaranteeMinutes} minutes of your order, or {allNightMinutes} minutes for all-night delivery (11 PM to 3 AM).',
        liability: 'If we are late, we cover up to {liability} of that order.',
        tracking: 'You can follow your order on its tracking page until it reaches you.',
      },
      refunds: {
        heading: 'Cancellation and refunds',
        failed: 'If you pay but the order cannot be placed, or the store cancels it, the amount you paid is refunded in full.',
        days: 'A refund reaches the account you paid from in {refundDays} business days.',
        wallet: 'You can move a refund to your Slice Wallet as Refund Points instead, from the order’s details; it arrives there at once.',
      },
      rail: {
        heading: 'Delivery to your train seat',
        pnr: 'Order with the PNR of your ticket, for a station ahead on your journey that a Slice store serves.',
        cutOff:
          'Each store sets how long before the train’s expected arrival it needs your order, from {railLeadMin} to {railLeadMax} minutes. The station list shows the last time to order at each station.',
        seat: 'We hand your order over at your seat, to the person who shows its {deliveryCodeDigits}-digit delivery code.',
        wallet: 'Orders to a seat cannot be paid with the Slice Wallet.',
        cancel:
          'You can cancel until {railCancelHours} hours before the train’s scheduled arrival at your station. An order placed later than that can be cancelled within {railGraceMinutes} minutes of ordering.',
        late: 'If the train reaches your station more than {railHoldMinutes} minutes late, or your ticket is cancelled, the order ends and you get a full refund.',
        refund: 'Refunds reach the account you paid from in {refundDays} business days.',
      },
    },
  },
  info: {
    title: 'About Slice',
    intro: 'Hot pizza, made to order in our own kitchens and brought to your door, your car or your train seat.',
    sections: {
      about: {
        heading: 'Who we are',
        kitchens: 'Every Slice pizza is made fresh by the store nearest you, from dough proofed in that kitchen each morning.',
        ways: 'Order for delivery, takeaway, dine-in, Drive-n-Pick at the curb, or delivery to your seat on a train.',
      },
      allergens: {
        heading: 'Allergens',
        common: 'Our dishes contain or may contain wheat (gluten), milk, soy and mustard; some also contain egg, nuts or sesame.',
        kitchen:
          'All dishes are made in kitchens that handle these allergens, so we cannot promise that any dish is free of them. If you have an allergy, please call us before you order.',
        veg: 'Dishes marked with the green symbol are vegetarian; they are cooked in the same ovens as non-vegetarian dishes.',
      },
      nutrition: {
        heading: 'Nutrition',
        energy: 'An adult needs about 2,000 kcal a day; needs vary with age, body and activity.',
        values: 'Energy and nutrition values depend on the size, crust and toppings you choose. Ask at the store for the values of a dish.',
      },
      contact: {
        heading: 'Contact and support',
        phone: 'Call our support line every day from 10 AM to 11 PM about an order, a payment or a refund.',
        order: 'Have your order ID ready: you find it on the order’s confirmation and in My Orders.',
      },
    },
  },
  notification: {
    title: 'Notices',
    intro: 'What we do to keep your food safe, and other notices about your orders.',
    sections: {
      hygiene: {
        heading: 'Safe and hygienic',
        kitchens: 'Our kitchens are sanitised every four hours, and every surface a pizza touches is cleaned after each order.',
        staff:
          'Everyone who makes or delivers your food has their temperature checked at the start of each shift and washes their hands every 30 minutes.',
      },
      zeroContact: {
        heading: 'Zero-contact delivery',
        how: 'Choose zero-contact delivery at checkout: your rider leaves the order at your door, steps back and waits until you have it.',
        pay: 'Pay online to keep the whole delivery contact-free.',
      },
      packaging: {
        heading: 'Sealed packaging',
        seal: 'Every box leaves the store sealed. Please do not accept an order whose seal is broken; call us and we will send a fresh one.',
      },
    },
  },
  cartWidgets: {
    zeroContact: {
      title: 'Zero-contact delivery',
      body: 'Your rider leaves the order at your door and steps back. Choose it below before you pay.',
    },
    sealed: { title: 'Sealed for you', body: 'Every box leaves the store sealed. Do not accept an order whose seal is broken.' },
    counter: { title: 'Collect at the counter', body: 'Show your order ID at the store; your order is kept hot until you arrive.' },
    curbside: {
      title: 'Stay in your car',
      body: 'Tell us your car’s details and we bring the order to you at the curb within {curbReadyMinutes} minutes of ordering.',
    },
    train: { title: 'Handed over at your seat', body: 'Keep your delivery code ready: we hand the order only to the person who shows it.' },
  },
});
