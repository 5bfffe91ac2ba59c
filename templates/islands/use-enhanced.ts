/** Whether an island is live: false on the server and during hydration, so both render the no-JavaScript tree. */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False on the server and during hydration; true once the island is live. */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
