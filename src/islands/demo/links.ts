/** Where the demo sends a visitor besides the call: passed from the page (site config) to the phone. */
export interface DemoLinks {
  /** The company's phone number as written for people, and its `tel:` link. */
  phone: string;
  phoneHref: string;
  bookingHref: string;
  privacyHref: string;
}
