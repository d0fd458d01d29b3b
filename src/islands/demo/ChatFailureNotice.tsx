import { buttonClass } from '../../lib/button-styles';
import type { ChatFailureText } from '../../lib/demo/chat-text';
import { fill } from '../../lib/placeholders';
import type { DemoLinks } from './links';
import type { CommonTexts } from './texts';

interface Props {
  message: ChatFailureText;
  links: DemoLinks;
  /** The two buttons' words. */
  texts: Pick<CommonTexts, 'callUs' | 'bookMeeting'>;
}

/** Why a message got no whole answer, and the ways on: never a dead end (docs/product.md#chat-texts). */
export function ChatFailureNotice({ message, links, texts }: Props) {
  return (
    <div role="alert" className="rounded-xl border border-white/25 bg-white/10 p-3 text-left">
      <p className="text-sm font-semibold">{message.title}</p>
      <p className="mt-1 text-sm text-white/90">{message.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {message.phone && (
          <a href={links.phoneHref} className={`${buttonClass('onDark', 'sm')} whitespace-nowrap`}>
            {fill(texts.callUs, { telefon: links.phone })}
          </a>
        )}
        <a href={links.bookingHref} className={buttonClass('outlineOnDark', 'sm')}>
          {texts.bookMeeting}
        </a>
      </div>
    </div>
  );
}
