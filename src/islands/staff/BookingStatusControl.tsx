import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { buttonClass } from '../../lib/button-styles';
import { cn } from '../../lib/cn';
import type { BookingListItem } from '../../lib/staff/bookings-contract.mjs';
import {
  $deleteAsked,
  $statusSaves,
  askToDelete,
  cancelDelete,
  changeBookingStatus,
  confirmDelete,
  deletionReminder,
  type KeptStatus,
} from '../../stores/staff-bookings';
import { statusLabels } from './booking-texts';

interface Props {
  booking: BookingListItem;
  mailSetUp: boolean;
}

const keptStatuses = Object.keys(statusLabels) as KeptStatus[];

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-danger-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-danger-800';

/**
 * A request's status: choose one and `Gem status` (a choice alone saves nothing, so arrowing through
 * the list never sends a visitor a confirmation); `Slet booking` asks first, then erases it.
 */
export default function BookingStatusControl({ booking, mailSetUp }: Props) {
  const id = `booking-${booking.bookingId}`;
  const save = useStore($statusSaves)[booking.bookingId];
  const asked = useStore($deleteAsked) === booking.bookingId;
  const stored = booking.status;
  const [chosen, setChosen] = useState<KeptStatus>(stored);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasAsked = useRef(false);
  const saving = save?.saving === true;

  // The server's state wins: a new reading or a save moves the choice to what is stored.
  useEffect(() => setChosen(stored), [stored]);

  // The question opens on its harmless answer, `Fortryd`, and gives focus back to `Slet booking` when it closes.
  useEffect(() => {
    if (asked) cancelRef.current?.focus();
    else if (wasAsked.current) deleteRef.current?.focus();
    wasAsked.current = asked;
  }, [asked]);

  const onAnswerKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) cancelDelete();
  };

  const saveText = save?.error ?? (saving ? 'Gemmer …' : 'Gemt');
  return (
    <div className="mt-5 border-t border-line pt-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0">
          <label htmlFor={`${id}-status`} className="block text-sm font-semibold">
            Status <span className="sr-only">for {booking.name}</span>
          </label>
          <select
            id={`${id}-status`}
            value={saving && save.wanted !== 'slettet' ? save.wanted : chosen}
            onChange={(event) => setChosen(event.target.value as KeptStatus)}
            className="mt-1 rounded-lg border border-line bg-white px-3 py-2 text-base text-ink"
          >
            {keptStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          aria-label={`Gem status for ${booking.name}`}
          aria-disabled={saving || chosen === stored || undefined}
          aria-describedby={save ? `${id}-save` : undefined}
          onClick={saving || chosen === stored ? undefined : () => void changeBookingStatus(booking, chosen)}
          className={cn(buttonClass('primary', 'sm'), (saving || chosen === stored) && 'opacity-60')}
        >
          Gem status
        </button>
        <button
          ref={deleteRef}
          type="button"
          aria-label={`Slet booking fra ${booking.name}`}
          aria-expanded={asked}
          aria-controls={asked ? `${id}-delete` : undefined}
          onClick={() => askToDelete(booking.bookingId)}
          className={cn(buttonClass('ghost', 'sm'), 'text-danger-700 hover:bg-danger-50')}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Slet booking
        </button>
      </div>
      {chosen === 'bekræftet' && stored !== 'bekræftet' && mailSetUp && (
        <p className="mt-2 text-sm text-ink-muted">Når du gemmer, får kunden en bekræftelse på e-mail.</p>
      )}
      {save && !(asked && save.wanted === 'slettet') && (
        <p
          id={`${id}-save`}
          role={save.error ? 'alert' : 'status'}
          className={cn('mt-2 text-sm', save.error ? 'font-medium text-danger-700' : 'text-ink-muted')}
        >
          {saveText}
        </p>
      )}
      {asked && (
        <div
          id={`${id}-delete`}
          role="group"
          aria-labelledby={`${id}-delete-question`}
          aria-describedby={`${id}-delete-reminder`}
          className="mt-4 rounded-xl border border-danger-600 bg-danger-50 p-4"
        >
          <p id={`${id}-delete-question`} className="font-semibold">
            Slet bookingen fra {booking.name}?
          </p>
          <p id={`${id}-delete-reminder`} className="mt-1 text-sm">
            Den slettes med det samme og kan ikke gendannes. {deletionReminder}
          </p>
          {save?.wanted === 'slettet' && (
            <p
              role={save.error ? 'alert' : 'status'}
              className={cn('mt-2 text-sm', save.error && 'font-medium text-danger-700')}
            >
              {save.error ?? (saving ? 'Sletter …' : '')}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              aria-disabled={saving || undefined}
              onClick={saving ? undefined : () => void confirmDelete(booking)}
              onKeyDown={onAnswerKey}
              className={dangerButton}
            >
              Ja, slet bookingen
            </button>
            <button
              type="button"
              aria-disabled={saving || undefined}
              ref={cancelRef}
              onClick={saving ? undefined : cancelDelete}
              onKeyDown={onAnswerKey}
              className={buttonClass('secondary', 'sm')}
            >
              Fortryd
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
