import { buttonClass } from '../../lib/button-styles';
import type { ChatFailureText } from '../../lib/demo/chat-text';
import type { DemoLinks } from './links';

interface Props {
  message: ChatFailureText;
  links: DemoLinks;
}

/** Why a message got no whole answer, and the ways on: never a dead end (docs/product.md#chat-texts). */
export function ChatFailureNotice({ message, links }: Props) {
  return (
    <div role="alert" className="rounded-xl border border-white/25 bg-white/10 p-3 text-left">
      <p className="text-sm font-semibold">{message.title}</p>
      <p className="mt-1 text-sm text-white/90">{message.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {message.phone && (
          <a href={links.phoneHref} className={`${buttonClass('onDark', 'sm')} whitespace-nowrap`}>
            Ring til {links.phone}
          </a>
        )}
        <a href={links.bookingHref} className={buttonClass('outlineOnDark', 'sm')}>
          Book et møde
        </a>
      </div>
    </div>
  );
}
