/**
 * An XMLHttpRequest stand-in for upload tests. jsdom's XMLHttpRequest sends a FormData's files as
 * the text "undefined" named "blob"; this one serialises the multipart body by hand and sends it
 * with fetch (through MSW, to the real embedded handler), reporting upload progress events first.
 * Install with `vi.stubGlobal('XMLHttpRequest', FetchXhr)`.
 */
export type ProgressListener = (e: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** The parts of XMLHttpRequest the upload clients use: request line, headers, listeners, upload progress. */
export class XhrStandIn {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  protected listeners: Record<string, (() => void)[]> = {};
  protected uploadListeners: ProgressListener[] = [];
  upload = { addEventListener: (_type: string, fn: ProgressListener) => this.uploadListeners.push(fn) };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, fn: () => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  fire(type: string) {
    this.listeners[type]?.forEach((fn) => fn());
  }
}

/** See module documentation. */
export class FetchXhr extends XhrStandIn {
  static last: FetchXhr;
  aborted = false;
  constructor() {
    super();
    FetchXhr.last = this;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  send(form: FormData) {
    void this.run(form);
  }
  private async run(form: FormData) {
    const boundary = '----xhr-de-prueba';
    const enc = new TextEncoder();
    const chunks: Uint8Array[] = [];
    for (const [field, value] of form.entries()) {
      const file = value as File;
      chunks.push(
        enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      );
      chunks.push(new Uint8Array(await file.arrayBuffer()));
      chunks.push(enc.encode('\r\n'));
    }
    chunks.push(enc.encode(`--${boundary}--\r\n`));
    const total = chunks.reduce((n, c) => n + c.length, 0);
    const body = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) {
      body.set(c, at);
      at += c.length;
    }
    this.uploadListeners.forEach((fn) => fn({ lengthComputable: true, loaded: Math.floor(total / 2), total }));
    this.uploadListeners.forEach((fn) => fn({ lengthComputable: true, loaded: total, total }));
    if (this.aborted) return;
    try {
      const res = await fetch(this.url, {
        method: this.method,
        headers: { ...this.headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      this.status = res.status;
      this.responseText = await res.text();
      if (!this.aborted) this.fire('load');
    } catch {
      if (!this.aborted) this.fire('error');
    }
  }
}
