// React Router 7 needs the encoding APIs, which jsdom leaves out.
import { TextDecoder, TextEncoder } from 'util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => {};

// jsdom has <dialog> but not its methods, and runs no invoker commands: the shop's menu and
// add-to-cart dialog then open and close it from their own code, as in a browser without commands.
// As browsers do, a modal dialog takes the focus to its first control and gives it back on closing.
if (!('showModal' in HTMLDialogElement.prototype)) {
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      focusedBefore.set(this, document.activeElement);
      this.setAttribute('open', '');
      this.querySelector<HTMLElement>('button, input, select, textarea, a[href]')?.focus();
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      const before = focusedBefore.get(this);
      if (before instanceof HTMLElement && before.isConnected && this.contains(document.activeElement)) before.focus();
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
