// @ts-check
/**
 * A local SMTP server for `npm run test:n8n` (smtp-server, no TLS, no login), whose mails the test
 * reads parsed, and which it stops and starts again to be the mail server that is down. The parser
 * is n8n's own dependency mailparser, from the n8n installed for the test.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { log } from './harness.mjs';

/**
 * @typedef {object} ReceivedMail
 * @property {string[]} to the envelope's recipients
 * @property {string} from the From header as written
 * @property {string} replyTo
 * @property {string} subject
 * @property {string} text
 * @property {{ fileName: string, contentType: string, content: string }[]} attachments
 * @property {string} raw
 */

/**
 * @param {{ port: number, n8nDir: string }} options
 */
export async function startMailbox({ port, n8nDir }) {
  const { simpleParser } = createRequire(join(n8nDir, 'node_modules', 'n8n', 'package.json'))('mailparser');
  /** @type {ReceivedMail[]} */
  const mails = [];
  /** @type {Promise<void>[]} */
  const parsing = [];
  /** @type {SMTPServer | null} */
  let server = null;

  const open = () =>
    new Promise((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, done) {
          /** @type {Buffer[]} */
          const chunks = [];
          stream.on('data', (chunk) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const to = session.envelope.rcptTo.map((recipient) => recipient.address);
            parsing.push(
              simpleParser(raw).then((/** @type {any} */ parsed) => {
                mails.push({
                  to,
                  from: parsed.from?.text ?? '',
                  replyTo: parsed.replyTo?.text ?? '',
                  subject: parsed.subject ?? '',
                  text: parsed.text ?? '',
                  attachments: (parsed.attachments ?? []).map((/** @type {any} */ file) => ({
                    fileName: file.filename,
                    contentType: file.contentType,
                    content: file.content.toString('utf8'),
                  })),
                  raw,
                });
              }),
            );
            done();
          });
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server?.off('error', reject);
        // A client gone mid-session (a worker killed while sending, ECONNRESET) is the client's end, as on any
        // mail server: its mail never arrives, and the test counts that. Without a listener it ended the run.
        server?.on('error', (/** @type {Error} */ error) =>
          log(`mailbox: a client's connection failed (${error.message})`),
        );
        resolve(undefined);
      });
    });

  await open();
  return {
    /** Every mail received so far, once parsed. */
    received: async () => {
      await Promise.all(parsing);
      return [...mails];
    },
    /** Stops listening: from now on a send is refused. */
    stop: () =>
      new Promise((resolve) => {
        const closing = server;
        server = null;
        if (closing) closing.close(() => resolve(undefined));
        else resolve(undefined);
      }),
    /** Listens again on the same port. */
    start: () => open(),
  };
}

/** @typedef {Awaited<ReturnType<typeof startMailbox>>} Mailbox */
