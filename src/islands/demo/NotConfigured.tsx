import { buttonClass } from '../../lib/button-styles';

/** Shown where the deployment has no voice provider key or assistant id. */
export function NotConfigured({ agentName, bookingHref }: { agentName: string; bookingHref: string }) {
  return (
    <div className="space-y-5">
      <p className="text-white/90">
        Live-demoen er ikke sat op på denne side endnu. Book et møde, så viser vi dig {agentName} i en personlig demo.
      </p>
      <a href={bookingHref} className={buttonClass('onDark', 'md')}>
        Book et møde
      </a>
    </div>
  );
}
