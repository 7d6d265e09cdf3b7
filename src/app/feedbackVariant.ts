/** The device's feedback variant (SPEC 7 feedback variant header): which form it is asked with, from its client id's bucket. */
import { bucketOf } from '@/domain/autoLogin';
import { feedbackTypeOfBucket, type FeedbackType } from '@/domain/feedback';
import { deviceClientId } from './clientId';

export const deviceFeedbackVariant = (): FeedbackType => feedbackTypeOfBucket(bucketOf(deviceClientId()));
