/** Texts of the generic components (maps, the address form, the refund note). */
import { defineTexts } from '../texts';

export default defineTexts('components', {
  /** SPEC 8 refund note; {days} is the day range, kept from wrapping at its hyphen. */
  refundNote: 'Any amount deducted will be refunded in {days} business days.',
  map: {
    /** Shown over the map when there is no tile server or its tiles fail to load. */
    tilesUnavailable: 'Map tiles unavailable — drag the pin or search',
    trackingTilesUnavailable: 'Map tiles unavailable',
    /** The draggable pin's accessible name: how to move it with a mouse, a finger or the keyboard. */
    pinTitle: 'Delivery pin: drag it, or focus it and use the arrow keys',
    pinStaticTitle: 'Delivery location',
    /** The selected store marker's accessible name. */
    storeSelected: '{store}, selected',
  },
  otpEntry: {
    otpLabel: 'One-time password',
    sendingOtp: 'Sending OTP',
    resend: 'Resend OTP',
    resendIn: 'Resend OTP in {time}',
    changeNumber: 'Change number',
  },
  addressForm: {
    labels: { Home: 'Home', Work: 'Work', Other: 'Other' },
    labelLegend: 'Save address as',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      mobile: 'Mobile number',
      email: 'Email',
      address: 'Society / Street',
      houseNo: 'House / Flat no.',
      locality: 'Locality',
    },
    localityHint: 'Filled in from the map pin',
    contactHeading: 'Contact details',
    addressHeading: 'Address',
    save: 'Save address',
    saving: 'Saving address',
    cancel: 'Cancel',
  },
});
