import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';

export default function ContactPage() {
  return (
    <div className={layout.container}>
      <PageHeader title="Contact Us" lead="This page is being prepared." />
    </div>
  );
}
