// Leaving the web app for another address (a payment provider's hosted page), behind an object that
// component tests can replace: jsdom cannot navigate.
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
