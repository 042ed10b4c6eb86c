import { PolicyLayout } from './PolicyLayout';
import { returnsExchange } from './returnsExchange';

export default function ReturnsExchangePage() {
  return <PolicyLayout policy={returnsExchange} />;
}
