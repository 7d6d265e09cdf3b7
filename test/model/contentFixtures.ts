/** Content pages, cart widgets and city stores as the server answers them, for the content and manual selector tests. */
import type { CmsWidgetsResponse, ContentPage } from '@/contract/contentPages';
import type { StoreSummary } from '@/contract/locations';

export const TNC_PAGE: ContentPage = {
  slug: 'tnc',
  title: 'Terms and Conditions',
  intro: 'These terms apply to every order you place with Slice.',
  sections: [
    { id: 'ordering', heading: 'Ordering and payment', paragraphs: ['You pay the total on the bill at checkout.'] },
    { id: 'delivery', heading: 'Delivery', paragraphs: ['If we are late, we cover up to ₹\u00a0300 of that order.'] },
    { id: 'refunds', heading: 'Cancellation and refunds', paragraphs: ['A refund reaches you in 4\u201110 business days.'] },
    {
      id: 'rail',
      heading: 'Delivery to your train seat',
      paragraphs: ['Order with the PNR of your ticket.', 'Orders to a seat cannot be paid with the Slice Wallet.'],
    },
  ],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const HINDI_TNC_PAGE: ContentPage = {
  ...TNC_PAGE,
  title: 'नियम और शर्तें',
  intro: 'ये शर्तें Slice पर आपके हर ऑर्डर पर लागू होती हैं।',
  sections: TNC_PAGE.sections.map((section) => ({ ...section, heading: `${section.id} हिंदी`, paragraphs: ['हिंदी में नियम।'] })),
};

export const INFO_PAGE: ContentPage = {
  slug: 'info',
  title: 'About Slice',
  intro: 'Hot pizza, made to order.',
  sections: [
    { id: 'about', heading: 'Who we are', paragraphs: ['Every Slice pizza is made fresh.'] },
    { id: 'contact', heading: 'Contact and support', paragraphs: ['Call our support line.'], phone: '1800 102 7423' },
  ],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const DELIVERY_WIDGETS: CmsWidgetsResponse = {
  widgets: [
    { id: 'zeroContact', title: 'Zero-contact delivery', body: 'Your rider leaves the order at your door.' },
    { id: 'sealed', title: 'Sealed for you', body: 'Every box leaves the store sealed.' },
  ],
};
export const NO_WIDGETS: CmsWidgetsResponse = { widgets: [] };

export const CITIES = ['Bengaluru', 'Mumbai', 'New Delhi'];

const store = (id: string, name: string): StoreSummary => ({
  id,
  name,
  city: 'Mumbai',
  region: 'Maharashtra',
  address: `${name}, Mumbai`,
  latitude: 19.07,
  longitude: 72.87,
  online: 1,
  advanceOrderStoreId: null,
  distanceKm: null,
});

export const MUMBAI_STORES: StoreSummary[] = [store('66101', 'Slice Andheri'), store('66102', 'Slice Bandra')];
