import { paths } from '../paths';
import { Link } from './Link';
import * as buttons from './buttons.module.scss';

interface WhereNextProps {
  /** The navigation landmark's name. */
  label: string;
  /** The first, main way on: the list the new record joined. */
  to: string;
  text: string;
  className?: string;
}

/** The ways on from a success page: the visitor's list first, then shop, home and contact. */
export function WhereNext({ label, to, text, className }: WhereNextProps) {
  return (
    <nav className={className} aria-label={label}>
      <Link to={to} className={buttons.primary}>
        {text}
      </Link>
      <Link to={paths.shop} className={buttons.secondary}>
        Continue Shopping
      </Link>
      <Link to={paths.home} className={buttons.ghost}>
        Back to Home
      </Link>
      <Link to={paths.contactUs} className={buttons.ghost}>
        Contact Us
      </Link>
    </nav>
  );
}
