/** Client entry of the premium-calculator island. */
import { hydrateIslands } from "../hydrate.tsx";
import { premiumCalculator } from "./premium-calculator.tsx";

hydrateIslands(premiumCalculator);
