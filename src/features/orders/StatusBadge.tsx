import { Badge } from '../../shared/ui/Badge';
import { statusBadge } from './status';

export function StatusBadge({ status }: { status: string | undefined }) {
  const { label, tone } = statusBadge(status);
  return <Badge tone={tone}>{label}</Badge>;
}
