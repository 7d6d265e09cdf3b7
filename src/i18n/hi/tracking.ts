import type tracking from '../en/tracking';
import { translate } from '../texts';

const deliveryStages = {
  CONFIRMED: 'आपका ऑर्डर कन्फ़र्म हो गया है',
  BEING_BAKED: 'आपका ऑर्डर बेक हो रहा है',
  DISPATCHED: 'आपका ऑर्डर रास्ते में है',
  CANCELLED: 'ऑर्डर रद्द हो गया',
  DELIVERED: 'ऑर्डर डिलीवर हो गया',
};

export default translate<typeof tracking>({
  trackOrderTitle: 'अपना ऑर्डर ट्रैक करें',
  trackAnotherTitle: 'दूसरा ऑर्डर ट्रैक करें',
  trackAnotherIntro: 'जिस मोबाइल नंबर से ऑर्डर किया गया था, वह नंबर और ऑर्डर ID डालें।',
  stageStatus: {
    delivery: deliveryStages,
    pickup: { ...deliveryStages, DISPATCHED: 'आपका ऑर्डर तैयार है', DELIVERED: 'ऑर्डर पिक अप हो गया' },
  },
  notAvailable: 'इस ऑर्डर की ट्रैकिंग जानकारी अभी उपलब्ध नहीं है। कृपया कुछ देर बाद फिर से कोशिश करें।',
  notFound: {
    ownOrder: 'यह ऑर्डर नहीं मिला।',
    otherOrder: 'इस मोबाइल नंबर और ऑर्डर ID से कोई ऑर्डर नहीं मिला। कृपया दोनों जाँचकर दोबारा कोशिश करें।',
  },
  stepsLabel: 'ऑर्डर कहाँ तक पहुँचा',
  steps: {
    CONFIRMED: 'कन्फ़र्म हुआ',
    BEING_BAKED: 'बेक हो रहा है',
    DISPATCHED: 'रवाना हुआ',
    DELIVERED: 'डिलीवर हुआ',
  },
  stepStates: {
    done: 'पूरा हुआ',
    active: 'चल रहा है',
    upcoming: 'अभी शुरू नहीं हुआ',
    cancelled: 'रद्द',
  },
  expectedBy: '{time} तक पहुँचने की उम्मीद',
  readyBy: '{time} तक तैयार',
  deliveredAt: '{time} पर डिलीवर हुआ',
  pickedUpAt: '{time} पर पिक अप हुआ',
  guarantee: {
    delivery: '{minutes} मिनट में डिलीवरी की गारंटी।',
    allNight: 'रात की डिलीवरी (रात 11 से सुबह 3 बजे तक) {minutes} मिनट में, गारंटी के साथ।',
    liability: 'देर होने पर हम इस ऑर्डर के ₹{rupees} तक की भरपाई करेंगे।',
  },
  riderAway: 'राइडर {distance} दूर है',
  distanceKm: '{km} किमी',
  deliveryRoute: '{store} से {address} तक',
  deliverTo: '{address} पर डिलीवरी',
  pickupPlace: '{store}, {address} से पिक अप करें',
  loadingMap: 'मैप लोड हो रहा है',
  riderMarker: 'आपका राइडर',
  loading: 'ट्रैकिंग लोड हो रही है',
  loadFailedTitle: 'ट्रैकिंग अपडेट नहीं हो सकी',
  loadFailedBody: 'इस ऑर्डर की ताज़ा ट्रैकिंग लोड नहीं हुई।',
  form: {
    mobile: 'मोबाइल नंबर',
    orderId: 'ऑर्डर ID',
    orderIdHint: 'जैसा आपके ऑर्डर कन्फ़र्मेशन में लिखा है, जैसे SL1234567890',
    submit: 'ऑर्डर ट्रैक करें',
    errors: {
      mobileRequired: 'कृपया मोबाइल नंबर डालें।',
      orderIdRequired: 'कृपया ऑर्डर ID डालें।',
    },
  },
  next: {
    label: 'और',
    orderHistory: 'ऑर्डर हिस्ट्री',
    menu: 'मेन्यू पर वापस जाएँ',
  },
});
