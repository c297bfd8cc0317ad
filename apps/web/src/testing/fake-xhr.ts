/** A stand-in for XMLHttpRequest in tests: records each request and answers as told. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export interface SentRequest {
  method: string;
  url: string;
  body: FormData;
}

type Answer = FakeAnswer | 'network-error';

/** `answer` may return a promise, to hold the request (e.g. to see the form busy) until it settles. */
export function installFakeXhr(answer: (req: SentRequest) => Answer | Promise<Answer>) {
  const sent: SentRequest[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    private method = 'GET';
    private url = '';
    private listeners = new Map<string, (() => void)[]>();
    upload = {
      listeners: new Map<string, ((e: { lengthComputable: boolean; loaded: number; total: number }) => void)[]>(),
      addEventListener(type: string, fn: (e: { lengthComputable: boolean; loaded: number; total: number }) => void) {
        this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
      },
    };
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    addEventListener(type: string, fn: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
    }
    abort() {
      for (const fn of this.listeners.get('abort') ?? []) fn();
    }
    send(body: FormData) {
      const req = { method: this.method, url: this.url, body };
      sent.push(req);
      setTimeout(() => {
        for (const fn of this.upload.listeners.get('progress') ?? [])
          fn({ lengthComputable: true, loaded: 50, total: 100 });
        for (const fn of this.upload.listeners.get('load') ?? [])
          fn({ lengthComputable: true, loaded: 100, total: 100 });
        void Promise.resolve(answer(req)).then((a) => {
          if (!a) throw new Error(`No answer for ${req.method} ${req.url}`);
          if (a === 'network-error') {
            for (const fn of this.listeners.get('error') ?? []) fn();
            return;
          }
          this.status = a.status;
          this.responseText = a.body === undefined ? '' : JSON.stringify(a.body);
          for (const fn of this.listeners.get('load') ?? []) fn();
        });
      }, 0);
    }
  }
  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}
