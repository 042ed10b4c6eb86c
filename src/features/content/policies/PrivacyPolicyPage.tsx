import { PolicyLayout } from './PolicyLayout';
import { privacyPolicy } from './privacyPolicy';

export default function PrivacyPolicyPage() {
  return <PolicyLayout policy={privacyPolicy} />;
}
