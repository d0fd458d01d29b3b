import { buttonClass } from '../../lib/button-styles';

interface Props {
  /** Why there is no call, and what to do instead. */
  text: string;
  /** The booking button's words. */
  button: string;
  bookingHref: string;
}

/** Shown where the deployment has no voice provider key or assistant id. */
export function NotConfigured({ text, button, bookingHref }: Props) {
  return (
    <div className="space-y-5">
      <p className="text-white/90">{text}</p>
      <a href={bookingHref} className={buttonClass('onDark', 'md')}>
        {button}
      </a>
    </div>
  );
}
