import { FilledText } from '../shared/FilledText';

interface Props {
  /** The notice, with `{agent}` and `{privatliv}` (the link to the privacy policy). */
  text: string;
  agentName: string;
  /** The link's words, `Læs om privatliv`. */
  linkText: string;
  privacyHref: string;
}

/**
 * Said before the first message (docs/product.md#chat-notice): the visitor writes with an AI, what
 * becomes of the text, and that the site keeps nothing.
 */
export function ChatNotice({ text, agentName, linkText, privacyHref }: Props) {
  return (
    <p className="rounded-xl bg-white/10 px-3.5 py-2.5 text-left text-xs leading-relaxed text-white/85">
      <FilledText
        text={text}
        values={{
          agent: agentName,
          privatliv: (
            <a href={privacyHref} className="font-semibold text-white underline underline-offset-2">
              {linkText}
            </a>
          ),
        }}
      />
    </p>
  );
}
