import { Link } from '../../shared/ui/Link';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../shared/paths';
import type { CartLine } from '../../shared/entities';
import { formatRupees } from '../../shared/money';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import { StoneImage } from '../../shared/ui/StoneImage';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { lineTotal, unitPrice } from './cartRules';
import { quantityChanged } from './cartSlice';
import * as styles from './Cart.module.scss';

export const sizeLabel = (size: CartLine['size']) => (size === 'big' ? 'Big' : 'Small');

interface CartLineItemProps {
  line: CartLine;
  eager: boolean;
  /** Remove, or a typed quantity of 0 or less; the page offers Undo. */
  onRemove: (line: CartLine) => void;
}

/** One cart line: what it is, its price, a quantity stepper, Remove and the line total. */
export function CartLineItem({ line, eager, onRemove }: CartLineItemProps) {
  const dispatch = useAppDispatch();
  const { id, size } = line;
  const described = `${line.name} (${sizeLabel(size)})`;
  return (
    <li className={styles.line}>
      <StoneImage
        path={line.image}
        alt={line.name}
        width={96}
        height={96}
        loading={eager ? 'eager' : 'lazy'}
        className={styles.image}
      />
      <div className={styles.details}>
        <h2 className={styles.name}>
          <Link to={paths.product(id)}>{line.name}</Link>
        </h2>
        <p className={styles.meta}>
          Size: {sizeLabel(size)} · {formatRupees(unitPrice(line.pricing, size))} {line.unit}
        </p>
        <button
          type="button"
          className={`${buttons.ghost} ${buttons.small} ${styles.remove}`}
          aria-label={`Remove ${described}`}
          onClick={() => onRemove(line)}
        >
          Remove
        </button>
      </div>
      <div className={styles.quantity}>
        <QuantityStepper
          label="Quantity"
          itemName={described}
          value={line.quantity}
          onChange={(quantity) => dispatch(quantityChanged({ id, size, quantity }))}
          onRemove={() => onRemove(line)}
        />
      </div>
      <p className={styles.lineTotal}>
        <span className={styles.lineTotalLabel}>Line total</span>
        <strong>{formatRupees(lineTotal(line.pricing, size, line.quantity))}</strong>
      </p>
    </li>
  );
}
