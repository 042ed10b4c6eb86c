/** Copy for /process-quality (docs/product.md: 4 steps, 4 assurance points, standards, 3 metrics). */
export interface TitledText {
  title: string;
  text: string;
}

export const PROCESS_STEPS: readonly TitledText[] = [
  {
    title: 'Block Selection',
    text:
      'We choose blocks at the quarry face in Madanapalle, Kuppam and our partner quarries. Each one is sounded for ' +
      'hidden cracks, wetted to show its true colour and measured before it is bought and trucked to Pakala.',
  },
  {
    title: 'Cutting & Calibration',
    text:
      'Gang saws and multi-blade cutters slice the blocks into slabs from 15mm to 30mm thick. Calibrating machines then ' +
      'bring every slab to an even thickness, so installers do not have to pack or grind on site.',
  },
  {
    title: 'Surface Finishing',
    text:
      'Automatic line polishers give a mirror polish or a soft honed surface; leathered and flamed finishes are made to ' +
      'order. Edges, cut-outs and custom sizes are worked on bridge saws to your drawings.',
  },
  {
    title: 'Inspection & Dispatch',
    text:
      'Every slab is checked under daylight lamps, numbered in sequence and photographed. Stone travels in fumigated ' +
      'wooden crates or A-frames, strapped and labelled, with the paperwork export orders need.',
  },
];

export const ASSURANCE_POINTS: readonly TitledText[] = [
  {
    title: 'Slab-by-slab inspection',
    text: 'Colour, polish, flatness and edges are checked on every slab, not on a sample from the lot.',
  },
  {
    title: 'Photo approval before dispatch',
    text: 'For project and export orders you receive photographs of the actual slabs and approve them before they are packed.',
  },
  {
    title: 'Matched lots',
    text: 'Slabs for one project are cut from the same block or quarry face and kept in sequence, so the shade stays even.',
  },
  {
    title: 'Damage-free delivery',
    text: 'Crates are built for the journey, and anything that arrives broken is replaced under our returns policy.',
  },
];

export const QUALITY_STANDARDS: readonly string[] = [
  'Thickness within ±1 mm of the ordered size on calibrated slabs, measured at all four corners',
  'Polished granite leaves the yard with a gloss reading of 85 units or more on a 60° gloss meter',
  'Water absorption and density tested following IS 1124, compressive strength following IS 1121',
  'Granite for export supplied to the intent of ASTM C615, marble to ASTM C503',
  'Every crate labelled with stone, finish, size, slab numbers and block number, so any slab can be traced',
];

export interface Metric {
  value: string;
  label: string;
  explanation: string;
}

export const QUALITY_METRICS: readonly Metric[] = [
  {
    value: '98%',
    label: 'Customer satisfaction',
    explanation: 'of customers rate their order good or excellent in our follow-up call',
  },
  {
    value: '99.5%',
    label: 'Pass rate',
    explanation: 'of slabs pass final inspection first time',
  },
  {
    value: '96%',
    label: 'On-time delivery',
    explanation: 'of orders arrive on or before the date we confirmed',
  },
];
