/** The company's direct contact details, passed from the page (site config) to the form. */
export interface BookingContact {
  email: string;
  emailHref: string;
  phone: string;
  phoneHref: string;
}
