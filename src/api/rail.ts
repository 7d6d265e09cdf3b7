/** Rail catering calls (SPEC 7): PNR status, rail localities, save, cancel and history. */
import type {
  RailOrder,
  RailOrdersResponse,
  PnrStatusResponse,
  RailLocalitiesResponse,
  RailSaveBody,
  RailSaveResponse,
} from '@/contract/rail';
import { ENDPOINTS } from '@/contract/endpoints';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

export function railApi(request: RequestFn) {
  return {
    /** SPEC 7 PNR status: the journey (status success), or why the ticket cannot take an order (status failure). */
    getPnrStatus: (pnr: string, options: CallOptions = {}) =>
      request<PnrStatusResponse>(ENDPOINTS.getPnrStatus, { pathParams: { pnr }, signal: options.signal }),
    /** SPEC 7 rail localities: the stations ahead that a store serves, each orderable or too soon. */
    getRailLocalities: (pnr: string, options: CallOptions = {}) =>
      request<RailLocalitiesResponse>(ENDPOINTS.getRailLocalities, { query: { pnr }, signal: options.signal }),
    /** SPEC 7 rail save: the chosen station, checked again; errors[0] RAIL_SAVE_FAILED carries the special message. */
    saveRailStation: (body: RailSaveBody, options: CallOptions = {}) =>
      request<RailSaveResponse>(ENDPOINTS.saveRailStation, { body, signal: options.signal }),
    /** SPEC 7 rail history. */
    getRailOrders: (options: CallOptions = {}) => request<RailOrdersResponse>(ENDPOINTS.getRailOrders, { signal: options.signal }),
    getRailOrder: (orderId: string, options: CallOptions = {}) =>
      request<RailOrder>(ENDPOINTS.getRailOrder, { pathParams: { orderId }, signal: options.signal }),
    /** SPEC 7 rail cancel. */
    cancelRailOrder: (orderId: string, options: CallOptions = {}) =>
      request<RailOrder>(ENDPOINTS.cancelRailOrder, { pathParams: { orderId }, signal: options.signal }),
  };
}
