/** Where a searched place leads (SPEC 2): delivery to the map to confirm the point, the other types to the stores near it. */
import { locationRoute, mapScreenRoute, type Coords, type DeliveryTypeParam } from '@/domain/navigation';

export function placeRoute(deliveryType: DeliveryTypeParam, coords: Coords): string {
  return deliveryType === 'delivery' ? mapScreenRoute(coords) : locationRoute({ deliveryType, coords, variant: true });
}
