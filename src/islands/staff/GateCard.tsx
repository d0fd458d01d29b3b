import type { ReactNode } from 'react';
import { LockKeyhole } from 'lucide-react';

interface Props {
  /** The card's heading, `Medarbejder Login`. */
  title: string;
  children: ReactNode;
}

/** The card both the login form and the not-set-up notice sit in, titled `Medarbejder Login`. */
export default function GateCard({ title, children }: Props) {
  return (
    <div className="mx-auto max-w-md rounded-card border border-line bg-white p-6 text-ink shadow-card sm:p-8">
      <div className="flex items-center gap-3">
        <span
          className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          <LockKeyhole className="size-5" />
        </span>
        <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
      </div>
      {children}
    </div>
  );
}
