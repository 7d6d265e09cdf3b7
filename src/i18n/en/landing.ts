/** Texts of the landing page (SPEC 2 /). */
import { defineTexts } from '../texts';

export default defineTexts('landing', {
  title: 'Hot pizza, your way',
  subtitle: 'Fresh from the oven to your door, table or train seat.',
  choiceHeading: 'How would you like your order?',
  /** SPEC 1 delivery choices, named here rather than from deliveryTypes so the landing loads one namespace. */
  choices: {
    delivery: { label: 'Delivery', hint: 'To your doorstep' },
    takeaway: { label: 'Takeaway/Dine-in', hint: 'Collect or eat in' },
    drivePick: { label: 'Drive-n-Pick', hint: 'We bring it to your car' },
    train: { label: 'Deliver on train', hint: 'Order with your PNR' },
  },
  vegOnly: 'Veg only',
  vegOnlyHint: 'Show vegetarian dishes only',
  alertsLabel: 'Announcements',
  loadingOffers: 'Loading offers',
  loadFailedTitle: 'We could not load today’s offers.',
  loadFailedBody: 'Check your connection and try again.',
  retry: 'Try again',
  footer: 'Freshly baked across India.',
  spinWidget: { title: 'Spin the wheel', body: 'One free spin a day: win points or a coupon.' },
});
