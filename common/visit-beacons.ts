/**
 * Where the visit beacons go (POST; issue 46, decision 099): a page shown, and a page
 * load's speed measurements. A module of its own, imported by the beacon's chunk
 * (app/lib/visits/visit-beacon.ts) and the server only: a module the admin area
 * imports too would be bundled into the admin's chunk, which no public page may load.
 */
export const VISITS_API = "/api/visits";
export const VITALS_API = "/api/visits/vitals";
