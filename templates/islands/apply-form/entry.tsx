/** Client entry of the apply-form island. */
import { hydrateIslands } from "../hydrate.tsx";
import { applyForm } from "./apply-form.tsx";

hydrateIslands(applyForm);
