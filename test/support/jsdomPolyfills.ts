// React Router 7 needs the encoding APIs, which jsdom leaves out.
import { TextDecoder, TextEncoder } from 'util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => {};

// jsdom has <dialog> but not its methods, and runs no invoker commands: the shop's menu then
// opens and closes it from its own code, as in a browser without commands.
if (!('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}

// Browsers have both; jsdom leaves them out (the embed's status callback copies a record and reports a throwing host).
if (typeof globalThis.structuredClone !== 'function') {
  Object.assign(globalThis, { structuredClone: <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T });
}
if (typeof globalThis.reportError !== 'function') {
  Object.assign(globalThis, { reportError: (error: unknown) => window.dispatchEvent(new ErrorEvent('error', { error })) });
}
