/** A valid address body (SPEC 5) for the address endpoints, with fields to override. */
export const addressBody = (overrides: Record<string, unknown> = {}) => ({
  label: 'Home',
  firstName: 'Asha',
  lastName: 'Rao',
  mobile_no: '9876543210',
  email: 'asha@example.com',
  address: '80 Feet Road',
  houseNo: '12B',
  locality: 'Koramangala',
  city: 'Bengaluru',
  latitude: 12.9352,
  longitude: 77.6245,
  address_component: { area_level0: 'Karnataka', area_level1: 'Bengaluru', area_level2: 'Koramangala' },
  ...overrides,
});
