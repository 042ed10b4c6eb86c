/**
 * The first checks of the quote form and the checkout, as data: the forms'
 * own `validate` runs them (features/quotes/validate.ts,
 * features/checkout/validate.ts), and the prerendered form carries the same
 * table in an attribute, which the page's inline early-forms script
 * (src/app/earlyEvents/earlyForms.ts) runs before the form's code has come.
 * Plain data and one small function: the inline script imports this file.
 */

/** Some fields and what a failed check says (the spec's alert). */
export interface FormRule {
  /** The fields' names, as on their controls (`name`). */
  fields: readonly string[];
  message: string;
  /** Set: each field must match this (its trimmed text); else each must be filled in. */
  pattern?: string;
  /** The rule applies only while this field holds one of these values (the payment method). */
  when?: { field: string; values: readonly string[] };
}

/** Checked stage by stage: a later stage only once every rule of the earlier ones holds. */
export type FormRules = readonly (readonly FormRule[])[];

/** The first failing stage's failures: each message once, with its fields. */
export interface RuleFailure {
  /** The alert: the first failing rule's message. */
  message: string;
  /** Every field failing in that stage, in the table's order, each with its message. */
  fields: [field: string, message: string][];
}

/** The attribute on a prerendered form that holds its rules (JSON). */
export const EARLY_RULES = 'data-early-rules';

/** The form's attribute with its rules, for the page's answer before the form's code has come. */
export const earlyRules = (rules: FormRules) => ({ [EARLY_RULES]: JSON.stringify(rules) });

const fails = (rule: FormRule, text: string) =>
  rule.pattern === undefined ? text.trim() === '' : !new RegExp(rule.pattern).test(text.trim());

/** Runs `rules` over the form's values (`read` gives a field's text); null when every rule holds. */
export function firstFailure(rules: FormRules, read: (field: string) => string): RuleFailure | null {
  for (const stage of rules) {
    const fields: [string, string][] = [];
    for (const rule of stage) {
      if (rule.when && !rule.when.values.includes(read(rule.when.field))) continue;
      for (const field of rule.fields) if (fails(rule, read(field))) fields.push([field, rule.message]);
    }
    const first = fields[0];
    if (first) return { message: first[1], fields };
  }
  return null;
}

/** The failures as Formik's errors: field to message, in the table's order (the first is the alert). */
export function failureErrors(failure: RuleFailure | null): Record<string, string> {
  return Object.fromEntries(failure?.fields ?? []);
}
