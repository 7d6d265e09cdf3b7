/** Seed stores: cities the chain serves and its outlets, with approximate real coordinates. */

export const CITIES = [
  { id: 1, name: 'Delhi', state: 'Delhi' },
  { id: 2, name: 'Mumbai', state: 'Maharashtra' },
  { id: 3, name: 'Bengaluru', state: 'Karnataka' },
  { id: 4, name: 'Hyderabad', state: 'Telangana' },
  { id: 5, name: 'Chennai', state: 'Tamil Nadu' },
  { id: 6, name: 'Pune', state: 'Maharashtra' },
  { id: 7, name: 'Kolkata', state: 'West Bengal' },
  { id: 8, name: 'Gurugram', state: 'Haryana' },
] as const;
type CityName = (typeof CITIES)[number]['name'];

export interface StoreSeed {
  id: string;
  name: string;
  city: CityName;
  region: string;
  address: string;
  latitude: number;
  longitude: number;
  online: 0 | 1;
  advanceOrderStoreId: string | null;
  locality: string;
  deliveryRadiusKm: number;
}

/** Every seed store delivers this far. */
export const SEED_DELIVERY_RADIUS_KM = 7;

const ONLINE = 1;
const OFFLINE = 0;

const store = (
  id: string,
  area: string,
  city: CityName,
  region: string,
  address: string,
  latitude: number,
  longitude: number,
  online: 0 | 1,
  advanceOrderStoreId: string | null = null,
): StoreSeed => ({
  id,
  name: `Slice ${area}`,
  city,
  region,
  address,
  latitude,
  longitude,
  online,
  advanceOrderStoreId,
  locality: area,
  deliveryRadiusKm: SEED_DELIVERY_RADIUS_KM,
});

/** Offline stores that name themselves as advance-order store take orders for when they reopen. */
export const STORES: StoreSeed[] = [
  store(
    '66001',
    'Connaught Place',
    'Delhi',
    'Central Delhi',
    'N-12, Outer Circle, Connaught Place, New Delhi 110001',
    28.6328,
    77.2197,
    ONLINE,
  ),
  store('66002', 'Saket', 'Delhi', 'South Delhi', 'Shop 4, PVR Anupam Complex, Saket, New Delhi 110017', 28.5286, 77.219, ONLINE),
  store('66003', 'Rajouri Garden', 'Delhi', 'West Delhi', 'J-2/14, Main Market, Rajouri Garden, New Delhi 110027', 28.646, 77.121, ONLINE),
  store('66004', 'Laxmi Nagar', 'Delhi', 'East Delhi', 'D-58, Vikas Marg, Laxmi Nagar, Delhi 110092', 28.631, 77.276, OFFLINE, '66004'),
  store(
    '66101',
    'Andheri West',
    'Mumbai',
    'Western Suburbs',
    'Shop 3, Lokhandwala Complex, Andheri West, Mumbai 400053',
    19.136,
    72.827,
    ONLINE,
  ),
  store('66102', 'Bandra West', 'Mumbai', 'Western Suburbs', '21, Hill Road, Bandra West, Mumbai 400050', 19.06, 72.836, ONLINE),
  store('66103', 'Powai', 'Mumbai', 'Central Suburbs', 'Galleria, Hiranandani Gardens, Powai, Mumbai 400076', 19.119, 72.905, ONLINE),
  store('66104', 'Colaba', 'Mumbai', 'South Mumbai', '14, Colaba Causeway, Colaba, Mumbai 400005', 18.91, 72.813, OFFLINE, '66104'),
  store(
    '66201',
    'Koramangala',
    'Bengaluru',
    'South East Bengaluru',
    '80 Feet Road, 5th Block, Koramangala, Bengaluru 560095',
    12.935,
    77.626,
    ONLINE,
  ),
  store(
    '66202',
    'Indiranagar',
    'Bengaluru',
    'East Bengaluru',
    '100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru 560038',
    12.972,
    77.641,
    ONLINE,
  ),
  store('66203', 'Whitefield', 'Bengaluru', 'East Bengaluru', 'ITPL Main Road, Whitefield, Bengaluru 560066', 12.97, 77.748, ONLINE),
  store('66204', 'Jayanagar', 'Bengaluru', 'South Bengaluru', '11th Main, 4th Block, Jayanagar, Bengaluru 560011', 12.929, 77.583, OFFLINE),
  store('66301', 'Banjara Hills', 'Hyderabad', 'Central Hyderabad', 'Road No. 12, Banjara Hills, Hyderabad 500034', 17.415, 78.441, ONLINE),
  store('66302', 'Gachibowli', 'Hyderabad', 'West Hyderabad', 'DLF Cyber City Road, Gachibowli, Hyderabad 500032', 17.44, 78.35, ONLINE),
  store(
    '66303',
    'Secunderabad',
    'Hyderabad',
    'North Hyderabad',
    'SD Road, Secunderabad, Hyderabad 500003',
    17.439,
    78.499,
    OFFLINE,
    '66303',
  ),
  store('66401', 'T. Nagar', 'Chennai', 'Central Chennai', '52, Usman Road, T. Nagar, Chennai 600017', 13.04, 80.234, ONLINE),
  store('66402', 'Adyar', 'Chennai', 'South Chennai', '18, LB Road, Adyar, Chennai 600020', 13.006, 80.257, ONLINE),
  store('66403', 'Velachery', 'Chennai', 'South Chennai', '100 Feet Road, Velachery, Chennai 600042', 12.979, 80.22, ONLINE),
  store('66501', 'Koregaon Park', 'Pune', 'East Pune', 'Lane 6, North Main Road, Koregaon Park, Pune 411001', 18.537, 73.893, ONLINE),
  store('66502', 'Kothrud', 'Pune', 'West Pune', 'Karve Road, Kothrud, Pune 411038', 18.507, 73.81, ONLINE),
  store('66503', 'Hinjewadi', 'Pune', 'West Pune', 'Phase 1, Rajiv Gandhi Infotech Park, Hinjewadi, Pune 411057', 18.592, 73.738, OFFLINE),
  store('66601', 'Park Street', 'Kolkata', 'Central Kolkata', '24, Park Street, Kolkata 700016', 22.552, 88.353, ONLINE),
  store('66602', 'Salt Lake', 'Kolkata', 'East Kolkata', 'CF Block, Sector I, Salt Lake, Kolkata 700064', 22.585, 88.415, ONLINE),
  store('66603', 'Ballygunge', 'Kolkata', 'South Kolkata', '35, Gariahat Road, Ballygunge, Kolkata 700019', 22.527, 88.365, ONLINE),
  store('66701', 'Cyber City', 'Gurugram', 'Central Gurugram', 'Cyber Hub, DLF Cyber City, Gurugram 122002', 28.495, 77.088, ONLINE),
  store('66702', 'Sohna Road', 'Gurugram', 'South Gurugram', 'Sector 49, Sohna Road, Gurugram 122018', 28.421, 77.043, ONLINE),
];
