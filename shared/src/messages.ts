/**
 * Every user-visible message the spec quotes, exactly as written there —
 * typos included, they are the product's. Client forms and the server's
 * validation both read them from here.
 */
export const MSG = {
  mobileDigitsOnly: 'Allow only 10 digits valid numbers.',
  mobileInvalid: 'Enter Valid mobile number !!',
  alreadySignedUp: 'You are Already Signed Up Enter Mpin for Login !!',
  usernameRequired: 'Enter User name !!',
  pinFourDigits: 'Only 4 digit allow !!',
  pinMismatch: 'Mpin does not match with confirm Mpin.',

  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is invalid.',
  phonepeTenDigits: 'phonePay number must be 10 digits.',
  paytmTenDigits: 'paytm number must be 10 digits.',
  gpayTenDigits: 'Google pay number must be 10 digits.',
  profileUpdated: 'Profile Updated Successfully.',

  bidMinimumPoints: 'Please Enter minimum 10 Points.',
  bidPointsRequired: 'Please Enter Points for Betting.',
  bidSelectRequired: 'Please Select Bids for Betting.',
  bidInvalidNumber: 'Please enter a valid Number.',
  bidInvalidDigit: 'Please enter a valid number.',
  marketClosed: 'This Market Betting Is Closed For Today.',
  bidNotice: 'Bid Once Played Will Not Be Cancelled',
  bettingRunning: 'Betting Is Running Now',
  bettingClosed: 'Betting Is Closed For Today',

  depositMinimum: (minimum: number) => `Minimum deposit limit is ${minimum} .`,
  depositAmountRequired: 'Please Enter Amount first.',
  depositUtrRequired: 'Please Enter UTR first.',
  depositImageInvalid: 'Please select a valid image file.',

  apiError: 'Api Error',
  autoDepositFailed: 'Somthing Wents Wrong please try again!!!',
  paymentPending: 'Your Payment is pending please wait',
  bidFailed: 'Failed',
  bidFailedAlt: 'Failed !!',
  noBidHistory: 'No Bid History Found.',
  noDataHistory: 'No Data Histroy Found.',
  routerError: 'Unexpected Application Error!',
} as const;
