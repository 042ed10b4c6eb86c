/**
 * The attributes the add-to-cart dialog (src/features/cart/AddToCartDialog.tsx)
 * and its early layer (src/app/earlyEvents/earlyAddToCart.ts) share. Plain
 * strings only: the early layer is inlined into every page.
 */

/** The one add-to-cart dialog of a page (or of an embedded shop's shadow root): the openers' `commandfor`. */
export const ADD_TO_CART_DIALOG_ID = 'add-to-cart';

/** On an opener: the stone it offers, as JSON (CartItemSource); on the dialog: the stone it shows. */
export const CART_ITEM = 'data-cart-item';

/** On the dialog once its code has taken it over: the early layer leaves it alone from then on. */
export const DIALOG_LIVE = 'data-live';

/** On the dialog: the additions pressed before its code was live, as JSON (HeldCartAdd[]), until applied. */
export const HELD_ADDS = 'data-held-adds';

/** On the elements whose text the early layer writes: which text (FILLED). */
export const FILL = 'data-fill';

/** The texts the early layer writes: the stone's name, each size's price, the line total. */
export const FILLED = { name: 'name', small: 'small', big: 'big', total: 'total' } as const;

/** The quantity box's name in the dialog's form. */
export const QUANTITY_FIELD = 'quantity';

/** On a quantity stepper's minus and plus (src/shared/ui/QuantityStepper.tsx): the step (-1 or 1). */
export const STEP = 'data-step';

/** An addition pressed before the code was live: the stone, the quantity box's text as typed, and the size. */
export interface HeldCartAdd {
  item: string;
  quantity: string;
  size: 'small' | 'big';
}
