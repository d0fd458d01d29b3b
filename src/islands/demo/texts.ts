/**
 * The demo phone's and chat's words, from content/pages/demo.yaml (the page hands them over). `{agent}` is
 * filled with the agent's name, `{telefon}` with the company's number, `{varighed}` with the call's length and
 * `{privatliv}` with the link to the privacy policy, where they are shown. The call's status lines and error
 * texts stay in src/lib/demo/call-display.ts and the chat's in src/lib/demo/chat-text.ts, with the rules they
 * follow (docs/product.md#where-the-words-live).
 */
export interface PhoneTexts {
  role: string;
  waysLabel: string;
  callTab: string;
  chatTab: string;
  idle: string;
  orWrite: string;
  start: string;
  end: string;
  mute: string;
  connecting: string;
  durationLabel: string;
  ended: string;
  privacy: string;
  notSetUp: string;
  failed: string;
  captionsTitle: string;
  captionsEmpty: string;
  captionsLabel: string;
}

export interface ChatTexts {
  role: string;
  suggestionsLabel: string;
  notice: string;
  pick: string;
  logLabel: string;
  newConversation: string;
  fieldLabel: string;
  placeholder: string;
  send: string;
  sendLabel: string;
}

export interface CommonTexts {
  you: string;
  callUs: string;
  bookMeeting: string;
  privacyLink: string;
  /** After an answer: the time measured in the visitor's conversation, `{sekunder}` filled in. */
  measured: string;
}

/** What the chat on its own needs (ChatDemo); the phone needs `phone` besides. */
export interface ChatDemoTexts {
  chat: ChatTexts;
  common: CommonTexts;
}

export interface DemoTexts extends ChatDemoTexts {
  phone: PhoneTexts;
}
