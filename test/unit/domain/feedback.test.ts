import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  feedbackTypeOfBucket,
  ratingLevelOf,
  validateComment,
  validateFeedbackDraft,
  validateOfflineFeedback,
} from '@/domain/feedback';

const draft = (overrides: Partial<ReturnType<typeof emptyDraft>>) => ({ ...emptyDraft('CSAT', [101]), ...overrides });

describe('feedback rules (SPEC 5 and 9)', () => {
  it('names the CSAT levels 1-5 Very Bad to Awesome', () => {
    expect([1, 2, 3, 4, 5].map(ratingLevelOf)).toEqual(['veryBad', 'bad', 'average', 'good', 'awesome']);
  });

  it('takes a comment of 30 to 250 characters once trimmed, or none unless a ticket is raised', () => {
    expect(validateComment('', false)).toBeNull();
    expect(validateComment('   ', true)).toBe('fieldRequired');
    expect(validateComment('x'.repeat(29), false)).toBe('commentTooShort');
    expect(validateComment(` ${'x'.repeat(30)} `, false)).toBeNull();
    expect(validateComment('x'.repeat(250), false)).toBeNull();
    expect(validateComment('x'.repeat(251), false)).toBe('commentTooLong');
  });

  it('needs the overall rating: CSAT 1-5, NPS 0-10', () => {
    expect(validateFeedbackDraft(draft({}))).toEqual({ overall: 'overallRequired' });
    expect(validateFeedbackDraft(draft({ overall: 0 }))).toEqual({ overall: 'overallRequired' });
    expect(validateFeedbackDraft(draft({ overall: 5 }))).toEqual({});
    expect(validateFeedbackDraft(draft({ type: 'NPS', overall: null }))).toEqual({ overall: 'npsRequired' });
    expect(validateFeedbackDraft(draft({ type: 'NPS', overall: 0 }))).toEqual({});
    expect(validateFeedbackDraft(draft({ type: 'NPS', overall: 11 }))).toEqual({ overall: 'npsRequired' });
    expect(validateFeedbackDraft(draft({ overall: 3, raiseTicket: true }))).toEqual({ comment: 'fieldRequired' });
  });

  it('asks the B bucket (70-99) with NPS and every other device with CSAT', () => {
    expect([0, 9, 10, 40, 69].map(feedbackTypeOfBucket)).toEqual(['CSAT', 'CSAT', 'CSAT', 'CSAT', 'CSAT']);
    expect([70, 99].map(feedbackTypeOfBucket)).toEqual(['NPS', 'NPS']);
  });

  it('needs the offline form’s mobile (SPEC 5 mobile rules), order number and rating', () => {
    expect(validateOfflineFeedback({ mobile: ' ', orderId: '', rating: null, comment: '', tags: [] })).toEqual({
      mobile: { problem: 'fieldRequired' },
      orderId: { problem: 'fieldRequired' },
      rating: { problem: 'overallRequired' },
    });
    expect(validateOfflineFeedback({ mobile: '98765', orderId: 'ST1', rating: 6, comment: 'short', tags: [] })).toEqual({
      mobile: { mobileRule: 'mobileLength' },
      rating: { problem: 'overallRequired' },
      comment: { problem: 'commentTooShort' },
    });
    expect(validateOfflineFeedback({ mobile: '9876500011', orderId: 'ST1', rating: 4, comment: '', tags: ['MENU'] })).toEqual({});
  });
});
