interface Props {
  agentName: string;
  privacyHref: string;
}

/**
 * Said before the first message (docs/product.md#chat-notice): the visitor writes with an AI, what
 * becomes of the text, and that the site keeps nothing.
 */
export function ChatNotice({ agentName, privacyHref }: Props) {
  return (
    <p className="rounded-xl bg-white/10 px-3.5 py-2.5 text-left text-xs leading-relaxed text-white/85">
      Du skriver med {agentName}, en AI-assistent – ikke et menneske. Det, du skriver, sendes til vores
      stemmeleverandør, som svarer og gemmer samtalen efter sine vilkår. Vi gemmer ikke selv samtalen, og den forsvinder
      her, når du forlader siden.{' '}
      <a href={privacyHref} className="font-semibold text-white underline underline-offset-2">
        Læs om privatliv
      </a>
    </p>
  );
}
