/**
 * `<Island>`: renders an island's server HTML inside its marker element, with its props as JSON beside it,
 * and records on the page that the island is used, so the page gets that island's script and no other.
 */
import { createContext, useContext } from "react";
import { PageSite } from "../words.tsx";
import { IslandBoundary } from "./boundary.tsx";
import { type IslandDef, islandAttribute } from "./define.ts";

/** The islands one page render used; the generator provides a fresh set per page. */
export const IslandsUsed = createContext<Set<IslandDef<never>> | null>(null);

/** One island on the page. `props` must be plain JSON (CONTRIBUTING.md, "Islands"): they are written into the HTML. */
export function Island<P extends object>({ island, props }: { island: IslandDef<P>; props: NoInfer<P> }) {
  useContext(IslandsUsed)?.add(island as IslandDef<never>);
  // The words the error fallback shows if the island fails in the browser, in the page's language.
  const title = useContext(PageSite)?.t("island.error") ?? "";
  const Component = island.component;
  return (
    <div {...{ [islandAttribute]: island.name }} data-props={JSON.stringify(props)} data-error-title={title}>
      <IslandBoundary name={island.name} title={title}>
        <Component {...props} />
      </IslandBoundary>
    </div>
  );
}

/** Whether any island used so far on this page can raise toasts (read after the page's content rendered). */
export function useToastsNeeded(): boolean {
  const used = useContext(IslandsUsed);
  return used !== null && [...used].some((i) => i.toasts);
}
