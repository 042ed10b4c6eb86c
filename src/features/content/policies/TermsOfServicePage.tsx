import { PolicyLayout } from './PolicyLayout';
import { termsOfService } from './termsOfService';

export default function TermsOfServicePage() {
  return <PolicyLayout policy={termsOfService} />;
}
