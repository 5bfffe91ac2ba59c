/** Which React template renders each kind of route, and the file it lives in (named in generator-bug messages). */
import type { ComponentType } from "react";
import type { TemplateName } from "../model/site-context.ts";
import { ApplyPage } from "./apply-page.tsx";
import { BondPage } from "./bond-page.tsx";
import { CityPage } from "./city-page.tsx";
import { ContactPage } from "./contact-page.tsx";
import { CountyPage } from "./county-page.tsx";
import { HomePage } from "./home-page.tsx";
import { InfoPage } from "./info-page.tsx";
import { InmateSearchPage } from "./inmate-search-page.tsx";
import { JailLocationsPage } from "./jail-locations-page.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import type { PageProps } from "./page-props.ts";
import { SitemapPage } from "./sitemap-page.tsx";

/** A page template and its source file. */
export interface Template {
  component: ComponentType<PageProps<never>>;
  file: string;
}

const t = (component: unknown, file: string): Template => ({ component: component as Template["component"], file });

/** Every template by name; "not-found" renders 404.html. */
export const templates: Record<TemplateName | "not-found", Template> = {
  home: t(HomePage, "pages/home-page.tsx"),
  apply: t(ApplyPage, "pages/apply-page.tsx"),
  contact: t(ContactPage, "pages/contact-page.tsx"),
  sitemap: t(SitemapPage, "pages/sitemap-page.tsx"),
  info: t(InfoPage, "pages/info-page.tsx"),
  "jail-locations": t(JailLocationsPage, "pages/jail-locations-page.tsx"),
  "inmate-search": t(InmateSearchPage, "pages/inmate-search-page.tsx"),
  bond: t(BondPage, "pages/bond-page.tsx"),
  county: t(CountyPage, "pages/county-page.tsx"),
  city: t(CityPage, "pages/city-page.tsx"),
  "not-found": t(NotFoundPage, "pages/not-found-page.tsx"),
};
