/**
 * A client for driving an app over HTTP the way a browser would, minus the browser: it keeps
 * cookies and never follows redirects by itself, so each hop can be asserted.
 */
export interface Answer {
  status: number;
  location: string | null;
  setCookies: string[];
  text: string;
}

export class HttpSession {
  readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(target: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(new URL(target, this.origin), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      // An emptied cookie or one that expires at once is the server deleting it.
      if (value === '' || /max-age=0\b|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return {
      status: response.status,
      location: response.headers.get('location'),
      setCookies,
      text: await response.text(),
    };
  }

  // The caller names the JSON shape it expects from the example app; the flow's assertions check it.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- see above
  async json<T = unknown>(target: string): Promise<{ status: number; body: T }> {
    const answer = await this.request(target);
    return { status: answer.status, body: JSON.parse(answer.text) as T };
  }

  async csrfToken(): Promise<string> {
    const { body } = await this.json<{ csrfToken: string }>('/api/auth/csrf');
    return body.csrfToken;
  }
}
