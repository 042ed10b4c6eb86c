/**
 * Hands a `mailto:` link to the browser, which opens the visitor's e-mail
 * program; the page itself stays where it is. Kept in its own module so tests
 * can replace it (jsdom cannot follow links).
 */
export function openEmailProgram(href: string): void {
  window.location.assign(href);
}
