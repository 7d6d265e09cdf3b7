/** Query fields shared by the store and place endpoints. */
import { z } from 'zod';
import { DEFAULT_DELIVERY_TYPE, DELIVERY_TYPES } from '@/domain/constants';

/** Long enough for any place name someone would type. */
export const MAX_PLACE_INPUT = 100;

const numberParam = (min: number, max: number) => z.string().trim().min(1).transform(Number).pipe(z.number().min(min).max(max));
export const latitudeParam = numberParam(-90, 90);
export const longitudeParam = numberParam(-180, 180);
export const deliveryTypeParam = z.enum(DELIVERY_TYPES).default(DEFAULT_DELIVERY_TYPE);

export const pointQuery = z.object({ latitude: latitudeParam, longitude: longitudeParam });
export const placeInputQuery = z.object({ input: z.string().trim().min(1).max(MAX_PLACE_INPUT) });
