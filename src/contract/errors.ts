/** SPEC 8: one error shape for every failure: `errors[0]`. */
import { z } from 'zod';

export const errorItem = z.object({
  code: z.string(),
  displayMsg: z.string(),
  description: z.string().optional(),
  header: z.string().optional(),
  btnMsg: z.string().optional(),
});
export type ErrorItem = z.infer<typeof errorItem>;

export const errorBody = z.object({ errors: z.array(errorItem) });
export type ErrorBody = z.infer<typeof errorBody>;
