import { PolicyLayout } from './PolicyLayout';
import { termsAndConditions } from './termsAndConditions';

export default function TermsAndConditionsPage() {
  return <PolicyLayout policy={termsAndConditions} />;
}
