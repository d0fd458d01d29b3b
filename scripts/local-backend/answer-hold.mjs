// @ts-check
/**
 * Holds answers back until a test releases them: how the receiver plays a webhook that stores a
 * booking but answers after the form has given up (an n8n Respond node placed after a slow step).
 */
export function createAnswerHold() {
  /** @type {(() => void)[]} */
  const held = [];
  /** @type {(() => void)[]} */
  const waiting = [];
  let toHold = 0;

  return {
    /** Hold the next `count` answers. @param {number} [count] */
    holdNext(count = 1) {
      toHold = count;
    },
    /**
     * Keeps `send` for later when an answer is to be held; false when it should be sent now.
     * @param {() => void} send
     */
    offer(send) {
      if (toHold === 0) return false;
      toHold -= 1;
      held.push(send);
      for (const wake of waiting.splice(0)) wake();
      return true;
    },
    /** Resolves once an answer is being held. @returns {Promise<void>} */
    whenHeld: () => (held.length > 0 ? Promise.resolve() : new Promise((wake) => waiting.push(() => wake()))),
    /** Sends every held answer; returns how many. */
    release: () => held.splice(0).map((send) => send()).length,
    /** Sends what is held and holds nothing more. */
    clear() {
      held.splice(0).forEach((send) => send());
      toHold = 0;
    },
  };
}
