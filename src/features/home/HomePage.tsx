import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function HomePage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Granite and Marble from Andhra Pradesh" lead="The home page is being prepared." />
    </div>
  );
}
