/**
 * A local SMTP server that keeps what it receives, for the Email provider's flow: the app sends
 * its sign-in link here (EMAIL_SERVER=smtp://127.0.0.1:<port>) and the flow reads it back.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** How long a flow waits for a mail before it fails saying so. */
const MAIL_WAIT_MS = 15_000;

export class Mailbox {
  private readonly received: ParsedMail[] = [];
  private readonly waiting: (() => void)[] = [];
  private readonly server = new SMTPServer({
    // Plain SMTP on loopback without a login: what nodemailer speaks for smtp://host:port.
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, done) => {
      simpleParser(stream).then((mail) => {
        this.received.push(mail);
        for (const wake of this.waiting.splice(0)) wake();
        done();
      }, done);
    },
  });

  /** Starts listening on a free port; resolves to the EMAIL_SERVER connection string. */
  async listen(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server.server, 'listening');
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Takes the first mail to `address` out of the box, waiting for it to arrive. */
  async take(address: string): Promise<ParsedMail> {
    const deadline = Date.now() + MAIL_WAIT_MS;
    for (;;) {
      const index = this.received.findIndex((mail) =>
        [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === address)),
      );
      const [mail] = index >= 0 ? this.received.splice(index, 1) : [];
      if (mail) return mail;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${address} arrived within ${MAIL_WAIT_MS / 1000} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
