/** Client entry of the FAQ accordion island. */
import { hydrateIslands } from "../hydrate.tsx";
import { faqAccordion } from "./faq-accordion.tsx";

hydrateIslands(faqAccordion);
