import GateCard from './GateCard';

/** Shown when the build had no usable STAFF_PASSWORD_HASH: there is no form, so nobody gets in. */
export default function NotSetUp() {
  return (
    <GateCard>
      <div role="status" className="mt-5 rounded-xl border border-line bg-surface-muted p-4">
        <p className="font-semibold">Medarbejderpanelet er ikke sat op endnu.</p>
        <p className="mt-2 text-ink-muted">
          Der er ikke angivet en gyldig adgangskode-hash, så ingen kan logge ind. En administrator skal sætte
          STAFF_PASSWORD_HASH og bygge sitet igen.
        </p>
      </div>
    </GateCard>
  );
}
