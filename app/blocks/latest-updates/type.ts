/** Home's three newest posts (from the page's loader, `homeLoader`); nothing when there are none. */
export interface LatestUpdatesBlockData {
  kind: "latestUpdates";
}
