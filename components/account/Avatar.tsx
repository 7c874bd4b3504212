import { initials } from '@/lib/account/initials';
import styles from './Account.module.css';

/**
 * The customer's photo, or their initials in a circle when there is none (docs/product.md#entities avatar).
 * Next to the name it is decoration (`alt=""`, initials hidden); alone, pass `label`.
 */
export function Avatar({
  photo,
  name,
  surname,
  locale,
  size = 'large',
  label,
}: {
  photo: string | null;
  name: string;
  surname: string;
  locale: string;
  size?: 'large' | 'small';
  /** what the image shows, when the name is not next to it */
  label?: string;
}) {
  const className = `${styles.avatar} ${size === 'small' ? styles.avatarSmall : ''}`;
  if (photo) {
    return (
      // The photo is served by the organiser's API (any host): a plain <img>.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={photo} alt={label ?? ''} className={className} data-testid="account-avatar" />
    );
  }
  return (
    <span
      className={`${className} ${styles.initials}`}
      data-testid="account-avatar"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {initials(name, surname, locale)}
    </span>
  );
}
