/**
 * What anyone sees on the staff panel before logging in, from content/pages/staff.yaml's `gate` (the page hands
 * it over). The login's error texts stay in src/stores/staff.ts with the answers they explain, and the panel's
 * words once in stay in its components (docs/product.md#where-the-words-live).
 */
export interface GateTexts {
  title: string;
  intro: string;
  password: string;
  askCode: string;
  submit: string;
  checking: string;
  code: string;
  codeHint: string;
  knownDevice: string;
  forgetDevice: string;
  forgotten: string;
  notSetUpTitle: string;
  notSetUpText: string;
  homeLink: string;
}
