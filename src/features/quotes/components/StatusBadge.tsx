import { Badge } from '../../../shared/ui/Badge';
import { QuoteIcon } from '../../../shared/ui/icons';
import { CheckIcon, ClockIcon, EyeIcon, XCircleIcon } from '../../../shared/ui/moreIcons';
import * as layout from '../../../shared/ui/layout.module.scss';
import type { StatusLook } from '../status';

const ICONS: Record<StatusLook['icon'], () => React.ReactElement> = {
  clock: ClockIcon,
  eye: EyeIcon,
  document: QuoteIcon,
  check: CheckIcon,
  cross: XCircleIcon,
  unknown: QuoteIcon,
};

/** The status as text with a matching icon and colour; the text alone carries the meaning. */
export function StatusBadge({ look }: { look: StatusLook }) {
  const Icon = ICONS[look.icon];
  return (
    <Badge tone={look.tone}>
      <Icon />
      <span className={layout.visuallyHidden}>Status: </span>
      <span>{look.label}</span>
    </Badge>
  );
}
