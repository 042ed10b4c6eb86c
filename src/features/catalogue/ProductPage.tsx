import { useParams } from 'react-router-dom';
import { ProductDetails } from './ProductDetails';
import { ProductNotFound } from './ProductNotFound';
import { productForRoute } from './productRoute';
import { products } from './products';

/** /product/{id} (and /product, which shows product 1). */
export default function ProductPage() {
  const { id } = useParams();
  const product = productForRoute(products, id);
  if (!product) return <ProductNotFound />;
  // Keyed by product: moving to another stone starts its gallery and dialog afresh.
  return <ProductDetails key={product.id} product={product} />;
}
