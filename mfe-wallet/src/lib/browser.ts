/**
 * Leaving the app for another page (the payment gateway). One object, so a
 * test can replace `assign` (jsdom's window.location cannot be stubbed).
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
