/** The client half of the islands: each entry calls hydrateIslands() for its own kind of marker. */
import { hydrateRoot } from "react-dom/client";
import { IslandBoundary } from "./boundary.tsx";
import { type IslandDef, islandAttribute } from "./define.ts";

/**
 * Hydrates every marker of `island` on the page, each in its own root and error boundary. A failure is logged
 * as `[island <name>] …` and affects that marker only.
 */
export function hydrateIslands<P extends object>(island: IslandDef<P>): void {
  const log = (error: unknown) => console.error(`[island ${island.name}]`, error);
  const Component = island.component;
  for (const marker of document.querySelectorAll(`[${islandAttribute}="${island.name}"]`)) {
    try {
      const props = JSON.parse(marker.getAttribute("data-props") ?? "{}") as P;
      hydrateRoot(
        marker,
        <IslandBoundary name={island.name} title={marker.getAttribute("data-error-title") ?? ""}>
          <Component {...props} />
        </IslandBoundary>,
        { onCaughtError: log, onUncaughtError: log, onRecoverableError: log },
      );
    } catch (error) {
      log(error);
    }
  }
}
