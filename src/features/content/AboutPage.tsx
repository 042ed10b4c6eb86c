import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function AboutPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="About Us" lead="This page is being prepared." />
    </div>
  );
}
