/**
 * HTML as text, safely: `html` is a tagged template that escapes every value
 * put into it unless it is already markup made by `html` itself. A field of a
 * record, whatever it holds, is shown as text, never run.
 */
const MARKUP = Symbol('markup');

export interface Markup {
  readonly [MARKUP]: string;
}

/** Every text that reaches a page goes through here: markup in a field is shown, never run. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export type HtmlValue = Markup | string | number | null | undefined | false | readonly HtmlValue[];

const isMarkup = (value: unknown): value is Markup => typeof value === 'object' && value !== null && MARKUP in value;

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (isMarkup(value)) return value[MARKUP];
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Markup {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return { [MARKUP]: out };
}

/** The finished page's text. */
export const markupText = (markup: Markup): string => markup[MARKUP];

/** Markup the desk wrote itself (its stylesheet): never a value from a record or a request. */
export const ownMarkup = (text: string): Markup => ({ [MARKUP]: text });
