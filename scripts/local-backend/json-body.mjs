// @ts-check
/**
 * How the local backend reads a JSON body: the headers checked first by the contracts' own rule
 * (src/lib/request-limits.mjs, the same the n8n workflows run after each Webhook node), then at most
 * that many bytes read and parsed. Each contract words its 400 for malformed JSON itself, so that case
 * is told apart.
 */
import { checkRequestHeaders, tooLargeMessage } from '../../src/lib/request-limits.mjs';

/**
 * @typedef {{ kind: 'body', body: unknown }
 *   | { kind: 'refused', status: 413 | 415, body: { error: string } }
 *   | { kind: 'malformed' }} ReadBody
 */

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {number} maxBytes the route's largest body
 * @returns {Promise<ReadBody>} a refusal leaves the body unread: answer it with `refusedBodyHeaders`
 */
export async function readJsonBody(request, maxBytes) {
  const checked = checkRequestHeaders(request.headers, maxBytes);
  if (!checked.ok) return { kind: 'refused', status: checked.status, body: checked.body };
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    // Node holds a body to its Content-Length; this is the check should anything in front not.
    if (size > maxBytes) return { kind: 'refused', status: 413, body: { error: tooLargeMessage(maxBytes) } };
    chunks.push(chunk);
  }
  try {
    return { kind: 'body', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { kind: 'malformed' };
  }
}

/**
 * The headers of an answer that leaves a body unread: the connection closes after it, so Node does
 * not read a body of any size just to keep the connection open.
 */
export const refusedBodyHeaders = Object.freeze({ Connection: 'close' });
