/**
 * The Email provider page's samples, run: the provider configurations it shows are built and
 * their functions called, and its own sendVerificationRequest sends through a local SMTP server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Mailbox } from '../../scripts/lib/mailbox';
import { importSample } from './doc-samples';

const PAGE = 'docs/configuration/providers/email.mdx';

/** What EmailProvider() returns, as far as these tests read it. */
interface EmailConfig {
  id: string;
  type: string;
  server: unknown;
  from: string;
  maxAge: number;
  options: {
    generateVerificationToken?: () => string;
    normalizeIdentifier?: (identifier: string) => string;
    sendVerificationRequest?: (params: object) => Promise<void>;
  };
}
type SendVerificationRequest = (params: {
  identifier: string;
  url: string;
  expires: Date;
  provider: { server: unknown; from: string };
  token: string;
  theme: object;
}) => Promise<void>;

const env = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
};
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the SMTP options object', () => {
  it('reads host, port and login from the environment, with TLS on and links valid for an hour', async () => {
    env({
      EMAIL_SERVER_HOST: 'smtp.example.com',
      EMAIL_SERVER_PORT: '2465',
      EMAIL_SERVER_USER: 'mailer',
      EMAIL_SERVER_PASSWORD: 'hunter2',
      EMAIL_FROM: 'App <no-reply@example.com>',
    });
    const { emailProvider } = await importSample<{ emailProvider: EmailConfig }>(PAGE, 'lib/email-provider.ts', 1);
    expect(emailProvider.options).toMatchObject({
      server: { host: 'smtp.example.com', port: 2465, secure: true, auth: { user: 'mailer', pass: 'hunter2' } },
      from: 'App <no-reply@example.com>',
      maxAge: 3600,
    });
    expect(emailProvider.id).toBe('email');
  });
});

describe('sendVerificationRequest over SMTP', () => {
  const mailbox = new Mailbox();
  let server: string;
  beforeAll(async () => {
    server = await mailbox.listen();
  });
  afterAll(() => mailbox.close());

  it('sends the link with the host in the subject, the expiry in minutes, as text and HTML', async () => {
    const { sendVerificationRequest } = await importSample<{ sendVerificationRequest: SendVerificationRequest }>(
      PAGE,
      'lib/send-verification-request.ts',
    );
    const url = 'https://app.example.com/api/auth/callback/email?token=abc&email=ana%40example.com';
    await sendVerificationRequest({
      identifier: 'ana@example.com',
      url,
      token: 'abc',
      expires: new Date(Date.now() + 30 * 60_000),
      provider: { server, from: 'App <no-reply@example.com>' },
      theme: {},
    });
    const mail = await mailbox.take('ana@example.com');
    expect(mail.subject).toBe('Your sign-in link for app.example.com');
    expect(mail.from?.text).toBe('"App" <no-reply@example.com>');
    expect(mail.text).toContain(url);
    expect(mail.text).toMatch(/expires in (29|30) minutes/);
    expect(mail.html).toContain(`<a href="${url}">Sign in</a>`);
  });

  it('throws when the server cannot be reached, which NextAuth.js turns into error=EmailSignin', async () => {
    const { sendVerificationRequest } = await importSample<{ sendVerificationRequest: SendVerificationRequest }>(
      PAGE,
      'lib/send-verification-request.ts',
    );
    await expect(
      sendVerificationRequest({
        identifier: 'ana@example.com',
        url: 'https://app.example.com/x',
        token: 'x',
        expires: new Date(Date.now() + 60_000),
        // Port 9 (discard) refuses on this machine.
        provider: { server: 'smtp://127.0.0.1:9', from: 'App <no-reply@example.com>' },
        theme: {},
      }),
    ).rejects.toThrow();
  });
});

describe('sending through an HTTP email API', () => {
  const params = {
    identifier: 'ana@example.com',
    url: 'https://app.example.com/api/auth/callback/email?token=abc',
    token: 'abc',
    expires: new Date(),
    provider: { server: undefined, from: 'App <no-reply@example.com>' },
    theme: {},
  };

  it('posts to the API with the key, the address and the link', async () => {
    env({ NODE_ENV: 'production', MAIL_API_KEY: 'key-123' });
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { emailProvider } = await importSample<{ emailProvider: EmailConfig }>(PAGE, 'lib/email-provider.ts', 2);
    await emailProvider.options.sendVerificationRequest!(params);
    expect(fetch).toHaveBeenCalledTimes(1);
    // The mock is untyped; these are the arguments the code under test passed.
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.mail-service.example.com/send');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer key-123');
    expect(JSON.parse(init.body as string)).toMatchObject({
      to: 'ana@example.com',
      text: expect.stringContaining(params.url),
    });
  });

  it('throws when the API answers with an error status', async () => {
    env({ NODE_ENV: 'production', MAIL_API_KEY: 'key-123' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 502 })),
    );
    const { emailProvider } = await importSample<{ emailProvider: EmailConfig }>(PAGE, 'lib/email-provider.ts', 2);
    await expect(emailProvider.options.sendVerificationRequest!(params)).rejects.toThrow('Mail API responded with 502');
  });

  it('prints the link instead of sending it in development', async () => {
    env({ NODE_ENV: 'development' });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { emailProvider } = await importSample<{ emailProvider: EmailConfig }>(PAGE, 'lib/email-provider.ts', 2);
    await emailProvider.options.sendVerificationRequest!(params);
    expect(fetch).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(`Sign-in link for ana@example.com: ${params.url}`);
  });
});

describe('the token and the address', () => {
  it('generateVerificationToken makes 24 random bytes as URL-safe base64', async () => {
    const { emailProvider } = await importSample<{ emailProvider: EmailConfig }>(PAGE, 'lib/email-provider.ts', 3);
    const tokens = [
      emailProvider.options.generateVerificationToken!(),
      emailProvider.options.generateVerificationToken!(),
    ];
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('normalizeIdentifier drops +tags and keeps the default checks', async () => {
    const { emailProvider } = await importSample<{ emailProvider: EmailConfig }>(PAGE, 'lib/email-provider.ts', 4);
    const normalize = emailProvider.options.normalizeIdentifier!;
    expect(normalize(' Ana+News@Example.com ')).toBe('ana@example.com');
    expect(normalize('ana@example.com,extra')).toBe('ana@example.com');
    const rejected = ['ana', 'ana@localhost', 'ana@localhost,x.y', '@example.com', '+news@example.com'];
    for (const bad of [...rejected, '"a"@example.com', 'ana@example.com,evil@attacker.test'])
      expect(() => normalize(bad), bad).toThrow('Invalid email address');
  });
});
