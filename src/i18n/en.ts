/** English catalogue of the app shell's own UI texts (SPEC texts live in src/domain/messages.ts). */
export const en = {
  appName: 'Slice',
  homeLink: 'Slice home',
  loading: 'Loading',
  landing: {
    title: 'Hot pizza, your way',
    subtitle: 'Fresh from the oven to your door, table or train seat.',
    choiceHeading: 'How would you like your order?',
    choiceHints: {
      delivery: 'To your doorstep',
      takeaway: 'Collect or eat in',
      drivePick: 'We bring it to your car',
      train: 'Order with your PNR',
    },
    vegOnly: 'Veg only',
    vegOnlyHint: 'Show vegetarian dishes only',
    bannersHeading: 'Offers and favourites',
    alertsLabel: 'Announcements',
    loadingOffers: 'Loading offers',
    loadFailedTitle: 'We could not load today’s offers.',
    loadFailedBody: 'Check your connection and try again.',
    retry: 'Try again',
    footer: 'Freshly baked across India.',
  },
  notFound: {
    title: 'Page not found',
    home: 'Go to home',
    documentTitle: 'Page not found · Slice',
  },
  installBanner: {
    title: 'Get the Slice app',
    body: 'Install Slice for one-tap ordering, even on a slow connection.',
    install: 'Install',
    later: 'Not now',
    never: "Don't ask again",
  },
  redirecting: 'Opening page',
  account: {
    login: 'Login',
    profile: 'Profile',
    /** The account link's accessible name when the user's first name is shown. */
    profileOf: (name: string) => `Your profile, ${name}`,
  },
} as const;

export type Messages = typeof en;
