/** What a store list URL asks for (SPEC 2): the delivery type, and the customer's point when it has one. */
import type { Coordinates } from '@/domain/geo';
import { DELIVERY_TYPE_CODES, parseDeliveryTypeParam, QUERY, ROUTES, type DeliveryTypeParam } from '@/domain/navigation';
import type { StoreDeliveryType } from '@machines/store.machine';

export interface StoreListRoute {
  /** The deliveryType query value, passed on to the links. */
  deliveryParam: DeliveryTypeParam;
  deliveryType: StoreDeliveryType;
  /** latitude and longitude of the URL; null without both, and always on /selectResturant (city mode). */
  point: Coordinates | null;
}

const LATITUDE_LIMIT = 90;
const LONGITUDE_LIMIT = 180;

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

export function storeListRouteOf(pathname: string, search: string): StoreListRoute {
  const query = new URLSearchParams(search);
  const deliveryParam = parseDeliveryTypeParam(query.get(QUERY.deliveryType));
  const latitude = coordinate(query.get(QUERY.latitude), LATITUDE_LIMIT);
  const longitude = coordinate(query.get(QUERY.longitude), LONGITUDE_LIMIT);
  const cityMode = pathname === ROUTES.selectResturant;
  return {
    deliveryParam,
    deliveryType: DELIVERY_TYPE_CODES[deliveryParam],
    point: !cityMode && latitude !== null && longitude !== null ? { latitude, longitude } : null,
  };
}
