import { PageHeader } from '../../../shared/ui/PageHeader';
import * as layout from '../../../shared/ui/layout.module.scss';

export default function ReturnsExchangePage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Returns & Exchange" lead="This policy is being prepared." />
    </div>
  );
}
