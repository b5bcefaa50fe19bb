import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received message: who it was for (the envelope) and what it said. */
export interface Received {
  to: string[];
  from: string;
  parsed: ParsedMail;
}

export interface TestSmtp {
  port: number;
  /** Everything accepted so far, in order. */
  received: Received[];
  /** The messages to one address. */
  to(email: string): Received[];
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server from npm) on 127.0.0.1: on `port` (0: a free one), without TLS,
 * and, with `credentials`, refusing any other login.
 */
export async function startSmtp(
  options: {
    port?: number;
    credentials?: { user: string; pass: string };
    /** Recipients refused for good (550 No such user), as a mail server refuses a bad address. */
    refuse?: (address: string) => boolean;
  } = {},
): Promise<TestSmtp> {
  const received: Received[] = [];
  const { credentials } = options;
  const server = new SMTPServer({
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            parsed,
          });
          callback();
        },
        (err: unknown) => callback(err as Error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received,
    to: (email) => received.filter((r) => r.to.includes(email)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
