import GateCard from './GateCard';

/** Shown when the build has no staff API: there is no form, so nobody gets in. */
export default function NotSetUp() {
  return (
    <GateCard>
      <div role="status" className="mt-5 rounded-xl border border-line bg-surface-muted p-4">
        <p className="font-semibold">Medarbejderpanelet er ikke sat op endnu.</p>
        <p className="mt-2 text-ink-muted">
          Der er ikke angivet et personale-API, så ingen kan logge ind. En administrator skal sætte PUBLIC_STAFF_API_URL
          og bygge sitet igen.
        </p>
      </div>
    </GateCard>
  );
}
