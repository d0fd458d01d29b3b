import GateCard from './GateCard';

/** Shown when the build had neither a staff API nor a usable STAFF_PASSWORD_HASH: there is no form, so nobody gets in. */
export default function NotSetUp() {
  return (
    <GateCard>
      <div role="status" className="mt-5 rounded-xl border border-line bg-surface-muted p-4">
        <p className="font-semibold">Medarbejderpanelet er ikke sat op endnu.</p>
        <p className="mt-2 text-ink-muted">
          Der er hverken angivet et personale-API eller en gyldig adgangskode-hash, så ingen kan logge ind. En
          administrator skal sætte PUBLIC_STAFF_API_URL (eller STAFF_PASSWORD_HASH til en forhåndsvisning) og bygge
          sitet igen.
        </p>
      </div>
    </GateCard>
  );
}
