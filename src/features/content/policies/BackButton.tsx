import { useNavigate } from 'react-router-dom';
import * as buttons from '../../../shared/ui/buttons.module.scss';
import { ArrowLeftIcon } from '../../../shared/ui/moreIcons';
import { paths } from '../../../shared/paths';
import { hasInAppHistory } from './backNavigation';

/** Returns to the previous page of the shop, or home when the visitor arrived directly. */
export function BackButton() {
  const navigate = useNavigate();
  const goBack = () => {
    if (hasInAppHistory(window.history.state)) void navigate(-1);
    else void navigate(paths.home);
  };
  return (
    <button type="button" className={`${buttons.ghost} ${buttons.small}`} onClick={goBack}>
      <ArrowLeftIcon />
      Back
    </button>
  );
}
