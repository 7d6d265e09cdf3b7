/**
 * Rail catering seed (docs/sandbox-rail.md): the stations of the sandbox railway's trains that a store serves,
 * with the platform's point, and each serving store's cut-off (how long before the train's arrival it must
 * have an order). Stations no store serves (Katpadi, Surat, Kanpur...) are left out: nobody can order there.
 */

export interface RailStationSeed {
  code: string;
  name: string;
  storeId: string;
  latitude: number;
  longitude: number;
  edvEnabled: boolean;
}

export const RAIL_STATIONS: readonly RailStationSeed[] = [
  { code: 'BNC', name: 'Bengaluru Cantonment', storeId: '66202', latitude: 12.9936, longitude: 77.5984, edvEnabled: true },
  { code: 'SBC', name: 'KSR Bengaluru', storeId: '66201', latitude: 12.9784, longitude: 77.5697, edvEnabled: true },
  { code: 'DR', name: 'Dadar', storeId: '66102', latitude: 19.0178, longitude: 72.8478, edvEnabled: false },
  { code: 'TNA', name: 'Thane', storeId: '66103', latitude: 19.1863, longitude: 72.9756, edvEnabled: true },
  { code: 'BVI', name: 'Borivali', storeId: '66101', latitude: 19.2294, longitude: 72.8573, edvEnabled: true },
  { code: 'SVJR', name: 'Shivajinagar', storeId: '66502', latitude: 18.5314, longitude: 73.8446, edvEnabled: true },
  { code: 'PUNE', name: 'Pune Junction', storeId: '66501', latitude: 18.5289, longitude: 73.8744, edvEnabled: true },
  { code: 'NDLS', name: 'New Delhi', storeId: '66001', latitude: 28.6427, longitude: 77.2194, edvEnabled: true },
  { code: 'HWH', name: 'Howrah Junction', storeId: '66601', latitude: 22.5838, longitude: 88.3425, edvEnabled: true },
];

/** Each serving store's own cut-off, minutes (15 to 105); other stores keep the default. */
export const RAIL_LEAD_MINUTES: Readonly<Record<string, number>> = {
  '66202': 105,
  '66201': 45,
  '66102': 30,
  '66103': 60,
  '66101': 30,
  '66502': 45,
  '66501': 15,
  '66001': 60,
  '66601': 90,
};
