import { simpleParser, type ParsedMail } from 'mailparser';
import { freePort } from './servers';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server accepted: the envelope, the raw source, and mailparser's parse. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtp {
  port: number;
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Starts listening (again) on the same port: for "the server was down, now it's back". */
  start(): Promise<void>;
  /** Stops listening; connections are refused until `start()`. */
  stop(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 for tests: accepts every message
 * without TLS or auth and keeps it, parsed by mailparser. `listening: false` makes one that is
 * down until `start()`.
 */
export async function startTestSmtp({ listening = true } = {}): Promise<TestSmtp> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const make = () =>
    new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
                raw,
                parsed,
              });
              callback();
            })
            .catch((err: Error) => callback(err));
        });
      },
    });

  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      if (server) return;
      const s = make();
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => resolve());
      });
      server = s;
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  if (listening) await smtp.start();
  return smtp;
}
