/** Answers of the feedback calls that machine tests share: a delivered order, its form, the categories, stored feedback. */
import type { FeedbackCategoriesResponse, FeedbackOrder, FeedbackResponse, FeedbackTemplateResponse } from '@/contract/feedback';
import { emptyDraft } from '@/domain/feedback';
import type { LoadedForm } from '@machines/feedback.machine';

export const DELIVERED_AT = 1_780_000_000_000;

export const OPEN_ORDER: FeedbackOrder = {
  orderId: 'order-1',
  sliceOrderId: 'SL1000000001',
  storeName: 'Slice Connaught Place',
  deliveryType: 'D',
  deliveredAt: DELIVERED_AT,
  items: ['Margherita Classica', 'Cola'],
  rated: false,
  ticket: null,
};

export const RATED_ORDER: FeedbackOrder = {
  ...OPEN_ORDER,
  orderId: 'order-2',
  sliceOrderId: 'SL1000000002',
  rated: true,
  ticket: { ticketId: 'TK1234567890', state: 'OPEN', raisedAt: DELIVERED_AT },
};

export const CATEGORIES: FeedbackCategoriesResponse = {
  sections: ['OVERALL', 'FOOD', 'DELIVERY', 'ORDERING', 'MONEY_VALUE', 'COMMENTS'],
  foodTags: [
    { level: 1, tags: ['COLD', 'SOGGY_BASE'] },
    { level: 2, tags: ['COLD', 'SOGGY_BASE'] },
    { level: 3, tags: ['JUST_OKAY'] },
    { level: 4, tags: ['HOT_AND_FRESH', 'GREAT_TASTE'] },
    { level: 5, tags: ['HOT_AND_FRESH', 'GREAT_TASTE', 'PERFECT_CRUST'] },
  ],
  tags: ['PAYMENT', 'OFFERS', 'LOCATION', 'TRACKING_ORDER', 'MENU', 'OTHER'],
  deliveryAspects: ['ON_TIME', 'RIDER', 'PACKAGING'],
};

export const TEMPLATE: FeedbackTemplateResponse = {
  order: OPEN_ORDER,
  type: 'CSAT',
  sections: CATEGORIES.sections,
  items: [
    { productId: 101, productName: 'Margherita Classica', menuCode: 'MENU101' },
    { productId: 702, productName: 'Cola', menuCode: 'MENU702' },
  ],
};

export const LOADED_FORM: LoadedForm = { template: TEMPLATE, categories: CATEGORIES, stored: null };

/** The form with a draft kept on the device from an earlier visit. */
export const LOADED_WITH_DRAFT: LoadedForm = {
  ...LOADED_FORM,
  stored: {
    orderId: OPEN_ORDER.orderId,
    draft: { ...emptyDraft('CSAT', [101, 702]), overall: 5, comment: 'Kept from the last visit to this page.' },
  },
};

export const STORED_FEEDBACK: FeedbackResponse = {
  feedbackId: 'feedback-1',
  orderId: OPEN_ORDER.orderId,
  orderMode: 'online',
  ticket: null,
  additionalTags: [],
  editableForMs: 1_800_000,
};

export const OFFLINE_FEEDBACK: FeedbackResponse = {
  ...STORED_FEEDBACK,
  feedbackId: 'feedback-2',
  orderId: 'ST66001-1001',
  orderMode: 'offline',
};

export const COMMENT_40 = 'The pizza was hot and the rider was kind.';
