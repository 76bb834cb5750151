import type { Hono } from "hono";

/**
 * A browser-like client for an in-process app: keeps cookies and posts forms as a browser does
 * before hydration (form-encoded document requests).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: { request: Hono["request"] },
    readonly origin = "http://localhost",
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private remember(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async get(path: string, headers: Record<string, string> = {}) {
    const response = await this.app.request(`${this.origin}${path}`, {
      headers: { cookie: this.cookieHeader(), ...headers },
      redirect: "manual",
    });
    this.remember(response);
    return response;
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await this.app.request(`${this.origin}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: this.cookieHeader(),
        origin: this.origin,
        ...headers,
      },
      redirect: "manual",
    });
    this.remember(response);
    return response;
  }

  /** A file sent as a browser's file input does (multipart/form-data, field `file`). */
  async upload(
    path: string,
    file: { bytes: Uint8Array; name: string; type?: string },
    headers: Record<string, string> = {},
  ) {
    const body = new FormData();
    body.append(
      "file",
      new File([new Uint8Array(file.bytes)], file.name, {
        type: file.type ?? "application/octet-stream",
      }),
    );
    const response = await this.app.request(`${this.origin}${path}`, {
      method: "POST",
      body,
      headers: { cookie: this.cookieHeader(), origin: this.origin, ...headers },
      redirect: "manual",
    });
    this.remember(response);
    return response;
  }

  /** A form with files, as a browser sends it (multipart/form-data). */
  async postForm(path: string, form: FormData, headers: Record<string, string> = {}) {
    const response = await this.app.request(`${this.origin}${path}`, {
      method: "POST",
      body: form,
      headers: { cookie: this.cookieHeader(), origin: this.origin, ...headers },
      redirect: "manual",
    });
    this.remember(response);
    return response;
  }

  /** A POST whose body is a file itself (a video upload), with its name in a header. */
  async send(
    path: string,
    body: Uint8Array | ReadableStream<Uint8Array>,
    headers: Record<string, string> = {},
  ) {
    // A browser announces a file's length; a stream here is sent without one.
    const length = body instanceof Uint8Array ? { "content-length": String(body.length) } : {};
    const response = await this.app.request(`${this.origin}${path}`, {
      method: "POST",
      body: body instanceof Uint8Array ? new Uint8Array(body) : body,
      headers: { cookie: this.cookieHeader(), origin: this.origin, ...length, ...headers },
      redirect: "manual",
      // A stream needs this in Node's fetch.
      ...(body instanceof Uint8Array ? {} : { duplex: "half" }),
    } as RequestInit);
    this.remember(response);
    return response;
  }

  signUp(email: string, password = "secret-pass", confirmPassword = password) {
    return this.post("/admin/signup", { email, password, confirmPassword });
  }

  signIn(email: string, password = "secret-pass") {
    return this.post("/admin/sign-in", { email, password });
  }
}
