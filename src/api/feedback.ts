/**
 * Feedback calls (SPEC 7 feedback categories, template, history, submit, update, additional tags; offline feedback;
 * the invitation). Each carries the SPEC 7 feedback variant header. Bound to the client by the feedback machines
 * (`feedbackApi(client)`), so none of it reaches the landing page.
 */
import { ENDPOINTS as E } from '@/contract/endpoints';
import type {
  FeedbackCategoriesResponse,
  FeedbackHistoryResponse,
  FeedbackInvitationResponse,
  FeedbackResponse,
  FeedbackTemplateResponse,
  OfflineFeedbackBody,
  SubmitFeedbackBody,
  UpdateFeedbackBody,
} from '@/contract/feedback';
import { FEEDBACK_VARIANT_HEADER, type FeedbackType } from '@/domain/feedback';
import type { ApiTransport, CallOptions } from './types';

export function feedbackApi({ request }: ApiTransport, variant: FeedbackType) {
  const headers = { [FEEDBACK_VARIANT_HEADER]: variant };
  return {
    getCategories: (options: CallOptions = {}) =>
      request<FeedbackCategoriesResponse>(E.getFeedbackCategories, { headers, signal: options.signal }),
    getHistory: (options: CallOptions = {}) => request<FeedbackHistoryResponse>(E.getFeedbackHistory, { headers, signal: options.signal }),
    getTemplate: (orderId: string, options: CallOptions = {}) =>
      request<FeedbackTemplateResponse>(E.getFeedbackTemplate, { query: { orderId }, headers, signal: options.signal }),
    submit: (body: SubmitFeedbackBody, options: CallOptions = {}) =>
      request<FeedbackResponse>(E.submitFeedback, { body, headers, signal: options.signal }),
    update: (feedbackId: string, body: UpdateFeedbackBody, options: CallOptions = {}) =>
      request<FeedbackResponse>(E.updateFeedback, { pathParams: { feedbackId }, body, headers, signal: options.signal }),
    addTags: (feedbackId: string, tags: FeedbackResponse['additionalTags'], options: CallOptions = {}) =>
      request<FeedbackResponse>(E.addFeedbackTags, { pathParams: { feedbackId }, body: { tags }, headers, signal: options.signal }),
    submitOffline: (body: OfflineFeedbackBody, options: CallOptions = {}) =>
      request<FeedbackResponse>(E.submitOfflineFeedback, { body, headers, signal: options.signal }),
    /** The delivered order to ask about now (the given one, else the newest); null when none is due. */
    claimInvitation: (orderId: string | null, options: CallOptions = {}) =>
      request<FeedbackInvitationResponse>(E.claimFeedbackInvitation, {
        body: orderId === null ? {} : { orderId },
        headers,
        signal: options.signal,
      }),
  };
}
