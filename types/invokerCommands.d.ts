import 'react';

/**
 * HTML's invoker commands (a button opens or closes the dialog it names, with
 * no script: Chromium 135, Firefox 144, Safari 26.2). React passes the
 * lowercase attributes through as they are; its types do not list them yet.
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: 'show-modal' | 'close' | 'request-close' | undefined;
  }
}
