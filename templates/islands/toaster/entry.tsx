/** Client entry of the toaster island. */
import { hydrateIslands } from "../hydrate.tsx";
import { toaster } from "./toaster.tsx";

hydrateIslands(toaster);
