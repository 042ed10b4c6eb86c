/**
 * The quote form's choices (docs/product.md) and the words shown for stored
 * values. The one place that turns 'within-month' into 'Within a month', so the
 * form, its summary and My Quotes always agree.
 */
export interface Option {
  value: string;
  label: string;
}

export const PROJECT_TYPES: readonly Option[] = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'industrial', label: 'Industrial' },
];

export const PROJECT_TIMELINES: readonly Option[] = [
  { value: 'immediate', label: 'Immediate (1-2 weeks)' },
  { value: 'within-month', label: 'Within a month' },
  { value: 'flexible', label: 'Flexible' },
];

export const STONE_TYPES: readonly Option[] = [
  { value: 'granite', label: 'Granite' },
  { value: 'marble', label: 'Marble' },
  { value: 'both', label: 'Both Granite & Marble' },
];

export const FINISHES: readonly Option[] = [
  { value: 'polished', label: 'Polished' },
  { value: 'honed', label: 'Honed' },
  { value: 'leathered', label: 'Leathered' },
];

export const THICKNESSES: readonly Option[] = [
  { value: '18mm', label: '18mm' },
  { value: '20mm', label: '20mm' },
  { value: '30mm', label: '30mm' },
];

/** Units for the total quantity; `short` follows a number ('120 sq ft'). */
export const UNITS: ReadonlyArray<Option & { short: string }> = [
  { value: 'sqft', label: 'Square feet (sq ft)', short: 'sq ft' },
  { value: 'sqm', label: 'Square metres (sq m)', short: 'sq m' },
  { value: 'pieces', label: 'Pieces', short: 'pieces' },
  { value: 'cbm', label: 'Cubic metres (CBM)', short: 'CBM' },
];

export const SERVICES: readonly string[] = [
  'Installation Service',
  'Delivery Service',
  'Custom Cutting',
  'Edge Polishing',
  'Site Measurement',
  'Design Consultation',
];

const labelIn = (options: readonly Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

// Unknown values (an older shop, another page's project types) show as stored.
export const projectTypeLabel = (value: string) => labelIn(PROJECT_TYPES, value);
export const timelineLabel = (value: string) => labelIn(PROJECT_TIMELINES, value);
export const stoneTypeLabel = (value: string) => labelIn(STONE_TYPES, value);
export const finishLabel = (value: string) => labelIn(FINISHES, value);
export const unitShortLabel = (value: string) => UNITS.find((unit) => unit.value === value)?.short ?? value;

/** Whether `value` is one of `options`, for reading pre-filled selects. */
export const isOptionValue = (options: readonly Option[], value: string) =>
  options.some((option) => option.value === value);
