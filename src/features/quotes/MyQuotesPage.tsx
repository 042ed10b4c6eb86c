import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function MyQuotesPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="My Quotes" lead="The quotes screen is being prepared." />
    </div>
  );
}
