import * as layout from '../../shared/ui/layout.module.scss';
import type { TitledText } from './processQuality';

/** The classes a page draws its steps with (as its CSS module gives them); the list brings no styles of its own. */
export interface StepListClasses {
  list: string | undefined;
  step: string | undefined;
  number: string | undefined;
}

/**
 * Numbered steps. The number is drawn as a badge for the eye and read once,
 * as "Step 2:" before the title, by screen readers.
 */
export function StepList({ steps, classes }: { steps: readonly TitledText[]; classes: StepListClasses }) {
  return (
    <ol className={classes.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={classes.step}>
          <span className={classes.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3>
            <span className={layout.visuallyHidden}>Step {index + 1}: </span>
            {step.title}
          </h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
