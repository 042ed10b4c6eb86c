import { useCallback, useId, useRef } from 'react';
import { PageHeader } from '../../shared/ui/PageHeader';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { useAddToCart } from '../cart';
import { useWishlistToggle } from '../wishlist';
import { FilterPanel } from './FilterPanel';
import { Pagination } from './Pagination';
import { ProductCard } from './ProductCard';
import { productCartSource, toWishlistEntry } from './productEntries';
import { SearchBox } from './SearchBox';
import { resultSummary } from './shopResults';
import type { Product } from './types';
import { useShopQuery } from './useShopQuery';
import { useShopResults } from './useShopResults';
import { ViewToggle } from './ViewToggle';
import * as styles from './Shop.module.scss';

/** Cards in the first row load at once; the rest as they scroll into view. */
const EAGER_CARDS = 3;

/** /shop: the granite collection with search, filters, pages and a grid or list view, all in the URL. */
export default function ShopPage() {
  const { query, searchIsOwnEdit, setSearch, setFilter, clearFilters, setPage, setView } = useShopQuery();
  const page = useShopResults(query.filters, query.page);
  const { wishlistIds, toggle } = useWishlistToggle();
  const addToCart = useAddToCart();
  const openAddToCart = addToCart.open;
  const onAddToCart = useCallback((product: Product) => openAddToCart(productCartSource(product)), [openAddToCart]);
  const onToggleWishlist = useCallback(
    (product: Product, saved: boolean) => toggle(toWishlistEntry(product), saved),
    [toggle],
  );
  const resultsRef = useRef<HTMLElement>(null);
  const resultsTitle = useId();

  const goToPage = (target: number) => {
    setPage(target);
    // Bring the top of the new page into view; focus stays on the button pressed.
    const results = resultsRef.current;
    if (results && results.getBoundingClientRect().top < 0) results.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className={layout.container}>
      <PageHeader
        title="Granite Collection"
        lead="Indian granites cut at our Pakala yard, priced per CBM for small and big blocks."
      />
      <div className={styles.toolbar}>
        <SearchBox value={query.filters.search} ownEdit={searchIsOwnEdit} onSearch={setSearch} />
        <ViewToggle view={query.view} onView={setView} />
      </div>
      <div className={styles.shop}>
        <FilterPanel filters={query.filters} onFilter={setFilter} onClear={clearFilters} />
        <section ref={resultsRef} className={styles.results} aria-labelledby={resultsTitle} data-follows-query="">
          <h2 id={resultsTitle} className={layout.visuallyHidden}>
            Granite products
          </h2>
          <p role="status" className={styles.summary}>
            {resultSummary(page)}
          </p>
          {page.total === 0 ? (
            <div className={styles.noResults}>
              <button type="button" className={buttons.primary} onClick={clearFilters}>
                Show all granite
              </button>
            </div>
          ) : (
            <ul className={query.view === 'list' ? styles.list : styles.grid} data-layout={query.view}>
              {page.items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    layout={query.view}
                    saved={wishlistIds.has(product.id)}
                    onToggleWishlist={onToggleWishlist}
                    onAddToCart={onAddToCart}
                    eager={index < EAGER_CARDS}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page.page} pageCount={page.pageCount} onPage={goToPage} />
        </section>
      </div>
      {addToCart.element}
    </div>
  );
}
