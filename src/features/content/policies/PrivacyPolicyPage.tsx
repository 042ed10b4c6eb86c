import { useAppStore } from '../../../app/hooks';
import { PolicyLayout } from './PolicyLayout';
import { speaksVersion2 } from '../../../shared/deliveryChannel';
import { deliveringPrivacyPolicy, privacyPolicy, versionOnePrivacyPolicy } from './privacyPolicy';

/** The policy as true for this shop: one with a delivery address says what it sends (its services carry the channel). */
export default function PrivacyPolicyPage() {
  const channel = useAppStore().services.delivery;
  const policy = !channel ? privacyPolicy : speaksVersion2(channel) ? deliveringPrivacyPolicy : versionOnePrivacyPolicy;
  return <PolicyLayout policy={policy} />;
}
