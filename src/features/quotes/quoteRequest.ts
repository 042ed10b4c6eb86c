import type { QuoteRequest } from '../../shared/entities';
import { computeArea } from './area';
import type { QuoteFormValues } from './formValues';

/**
 * The stored quote for a finished form: exactly the spec's fields, trimmed,
 * with company and budget only when given. The area is worked out again from
 * length and width, so a stored quote can never disagree with its dimensions.
 */
export function buildQuoteRequest(values: QuoteFormValues, made: { id: string; submissionDate: string }): QuoteRequest {
  const text = (value: string) => value.trim();
  const company = text(values.company);
  const budget = text(values.budget);
  return {
    id: made.id,
    submissionDate: made.submissionDate,
    status: 'pending',
    fullName: text(values.fullName),
    ...(company ? { company } : {}),
    email: text(values.email),
    phone: text(values.phone),
    projectType: values.projectType,
    projectTimeline: values.projectTimeline,
    projectLocation: text(values.projectLocation),
    stoneType: values.stoneType,
    finish: values.finish,
    thickness: values.thickness,
    length: text(values.length),
    width: text(values.width),
    area: computeArea(values.length, values.width),
    quantity: text(values.quantity),
    unit: values.unit,
    services: [...values.services],
    description: text(values.description),
    ...(budget ? { budget } : {}),
  };
}
