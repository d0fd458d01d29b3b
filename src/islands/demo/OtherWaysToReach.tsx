import { CalendarCheck, Phone } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '../../lib/button-styles';
import { fill } from '../../lib/placeholders';
import type { DemoLinks } from './links';
import type { DemoTexts } from './texts';

interface Props {
  links: DemoLinks;
  texts: Pick<DemoTexts, 'phone' | 'common'>;
}

/** After a failed call: the company's number and a meeting, so the visitor is never left at a dead end. */
export function OtherWaysToReach({ links, texts }: Props) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mt-3 space-y-2 sm:mt-5 sm:space-y-3">
      <p id={headingId} className="text-sm text-white/85">
        {texts.phone.failed}
      </p>
      <div className="flex flex-wrap justify-center gap-2 sm:gap-3">
        <a href={links.phoneHref} className={`${buttonClass('onDark', 'sm')} whitespace-nowrap`}>
          <Phone aria-hidden="true" className="size-4" />
          {fill(texts.common.callUs, { telefon: links.phone })}
        </a>
        <a href={links.bookingHref} className={buttonClass('outlineOnDark', 'sm')}>
          <CalendarCheck aria-hidden="true" className="size-4" />
          {texts.common.bookMeeting}
        </a>
      </div>
    </div>
  );
}
