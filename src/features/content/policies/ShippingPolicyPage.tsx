import { PolicyLayout } from './PolicyLayout';
import { shippingPolicy } from './shippingPolicy';

export default function ShippingPolicyPage() {
  return <PolicyLayout policy={shippingPolicy} />;
}
