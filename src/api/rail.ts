/** Rail catering calls (SPEC 7): PNR status. */
import type { PnrStatusResponse } from '@/contract/rail';
import { ENDPOINTS } from '@/contract/endpoints';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

export function railApi(request: RequestFn) {
  return {
    /** SPEC 7 PNR status: the journey (status success), or why the ticket cannot take an order (status failure). */
    getPnrStatus: (pnr: string, options: CallOptions = {}) =>
      request<PnrStatusResponse>(ENDPOINTS.getPnrStatus, { pathParams: { pnr }, signal: options.signal }),
  };
}
