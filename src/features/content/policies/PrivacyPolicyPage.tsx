import { useAppStore } from '../../../app/hooks';
import { PolicyLayout } from './PolicyLayout';
import { deliveringPrivacyPolicy, privacyPolicy } from './privacyPolicy';

/** The policy as true for this shop: one with a delivery address says what it sends (its services carry the channel). */
export default function PrivacyPolicyPage() {
  const delivering = useAppStore().services.delivery !== undefined;
  return <PolicyLayout policy={delivering ? deliveringPrivacyPolicy : privacyPolicy} />;
}
