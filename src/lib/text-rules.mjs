// @ts-check
/**
 * Which characters a text field may hold, for the booking and staff contracts. Dependency-free, so
 * the form, the local backend and the n8n Code nodes (bundled by scripts/n8n/code-node.mjs) run it.
 *
 * Two reasons for the rules: a line break in a single-line value (a name, an address) forges lines
 * wherever the value is written out, a mail's header or body included; and the characters JSON
 * escapes to six bytes (`\u0001`, a lone surrogate `\ud800`) would make a valid body six times its
 * length in characters, which the contracts' largest body (./request-limits.mjs) could not hold.
 */

/* eslint-disable no-control-regex -- finding control characters is what this module is for */

// Unicode's control characters (C0, DEL, C1) and the two line separators JavaScript treats as line ends.
const lineBreakingOrControl = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// A tab and the line breaks a textarea gives are the only control characters a multi-line text keeps.
const controlOutsideLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// With the `u` flag a surrogate pair is one code point, so only a surrogate without its partner matches.
const loneSurrogate = /[\ud800-\udfff]/u;

/**
 * A single-line value: no control character and no line separator anywhere, ends included, and no
 * half of a character (a lone surrogate).
 * @param {string} value
 */
export const isSingleLineText = (value) => !lineBreakingOrControl.test(value) && !loneSurrogate.test(value);

/**
 * A multi-line value (a message): line breaks and tabs, but no other control character and no lone
 * surrogate.
 * @param {string} value
 */
export const isMultiLineText = (value) => !controlOutsideLines.test(value) && !loneSurrogate.test(value);

/**
 * Text a password may be: any character a keyboard types. C0 control characters and lone
 * surrogates are refused, as JSON escapes each to six bytes.
 * @param {string} value
 */
export const isPasswordText = (value) => !/[\u0000-\u001f]/.test(value) && !loneSurrogate.test(value);
