/** हिन्दी: the spec's messages (en/messages.ts). */
import type { messages as english } from '../en/messages.js';
import type { CatalogShape } from '../types.js';

const messages: CatalogShape<typeof english> = {
  mobileDigitsOnly: 'केवल 10 अंकों का सही नंबर डालें।',
  mobileInvalid: 'सही मोबाइल नंबर डालें !!',
  alreadySignedUp: 'आप पहले से रजिस्टर हैं, लॉगिन के लिए MPIN डालें !!',
  usernameRequired: 'यूज़र का नाम डालें !!',
  pinFourDigits: 'केवल 4 अंक डालें !!',
  pinMismatch: 'MPIN और कन्फ़र्म MPIN मेल नहीं खाते।',

  nameRequired: 'नाम ज़रूरी है।',
  emailRequired: 'ईमेल ज़रूरी है।',
  emailInvalid: 'ईमेल सही नहीं है।',
  phonepeTenDigits: 'PhonePe नंबर 10 अंकों का होना चाहिए।',
  paytmTenDigits: 'Paytm नंबर 10 अंकों का होना चाहिए।',
  gpayTenDigits: 'Google Pay नंबर 10 अंकों का होना चाहिए।',
  profileUpdated: 'प्रोफ़ाइल अपडेट हो गई।',

  bidMinimumPoints: 'कम से कम 10 पॉइंट डालें।',
  bidPointsRequired: 'बेटिंग के लिए पॉइंट डालें।',
  bidSelectRequired: 'बेटिंग के लिए बोली चुनें।',
  bidInvalidNumber: 'कृपया सही नंबर डालें।',
  bidInvalidDigit: 'कृपया सही अंक डालें।',
  marketClosed: 'इस मार्केट की बेटिंग आज के लिए बंद है।',
  bidNotice: 'एक बार लगाई गई बोली रद्द नहीं होगी',
  bettingRunning: 'बेटिंग चालू है',
  bettingClosed: 'आज के लिए बेटिंग बंद है',

  depositMinimum: 'कम से कम {{minimum}} पॉइंट जमा करें।',
  depositAmountRequired: 'पहले राशि डालें।',
  depositUtrRequired: 'पहले UTR डालें।',
  depositImageInvalid: 'कृपया सही इमेज फ़ाइल चुनें।',

  fundUtrInvalid: 'कृपया सही UTR डालें (6 से 30 अक्षर या अंक)।',
  fundAmountPositive: 'राशि 0 से ज़्यादा होनी चाहिए।',
  fundInsufficientBalance: 'बैलेंस कम है',
  fundHolderRequired: 'कृपया खाताधारक का नाम डालें।',
  fundAccountRequired: 'कृपया खाता नंबर डालें।',
  fundAccountInvalid: 'कृपया सही खाता नंबर डालें (9 से 18 अंक)।',
  fundBankRequired: 'कृपया बैंक का नाम डालें।',
  fundIfscRequired: 'कृपया IFSC कोड डालें।',
  fundIfscInvalid: 'कृपया सही IFSC कोड डालें।',
  amountWholePoints: 'राशि पूरे पॉइंट में होनी चाहिए।',
  limitPointsInvalid: '1 से 100000000 तक पूरे पॉइंट डालें, या कोई सीमा न रखनी हो तो खाली छोड़ें।',

  apiError: 'सर्वर में गड़बड़ी',
  autoDepositFailed: 'कुछ गलत हो गया, कृपया फिर से कोशिश करें!!!',
  paymentPending: 'आपका भुगतान अभी बाकी है, कृपया इंतज़ार करें',
  bidFailed: 'असफल',
  bidFailedAlt: 'असफल !!',
  noBidHistory: 'कोई बोली नहीं मिली।',
  noDataHistory: 'कोई रिकॉर्ड नहीं मिला।',
  routerError: 'ऐप में अनपेक्षित गड़बड़ी हुई!',

  dobRequired: 'कृपया अपनी जन्म तिथि डालें।',
  dobInvalid: 'कृपया सही जन्म तिथि डालें।',
  underage: 'साइन अप के लिए आपकी उम्र 18 वर्ष या अधिक होनी चाहिए।',
  termsRequired: 'साइन अप के लिए कृपया नियम और शर्तें स्वीकार करें।',

  networkError: 'नेटवर्क में गड़बड़ी: अपना इंटरनेट कनेक्शन जाँचें',
};

export default messages;
