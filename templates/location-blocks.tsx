/**
 * The parts of the location pages drawn from content/data/counties and content/data/cities: sheriff, jail,
 * courthouse and agency cards, each field shown only when the data file has it (a missing fact leaves its line
 * out, never a blank). Blocks built here carry `data-template-text`: their wording is the template's, repeated
 * on every page, so the test for unique paragraphs across county and city pages skips them.
 */
import type { ReactNode } from "react";
import type { ContentIconName } from "../model/content-icons.ts";
import type { Translate } from "../model/language.ts";
import { phoneHref } from "../model/phone.ts";
import type { Agency, CountyData } from "../model/schemas/index.ts";
import type { SiteContext } from "../model/site-context.ts";
import { CallToAction, TitledSection } from "./blocks.tsx";
import { ButtonLink } from "./ui/button.tsx";
import { ExternalLink } from "./ui/external-link.tsx";
import { ContentIcon, PhoneIcon } from "./ui/icons.tsx";
import { noBreak } from "./ui/no-break.tsx";
import { useSite, useT } from "./words.tsx";

type Address = CountyData["sheriff"]["address"];
type Facility = CountyData["facilities"][number];
type Courthouse = NonNullable<CountyData["courthouses"]>[number];

/** "about 1,200 beds" in the page's language. */
function capacity(text: string, t: Translate): string {
  const m = /^(about )?([\d,]+) beds$/.exec(text);
  return m ? t(m[1] ? "place.bedsAbout" : "place.beds", { count: m[2]! }) : text;
}

/** `{street, city, zip}` → "3301 Hammond Road, Raleigh, NC 27610"; the state is always NC. `where` is in the page's language. */
export function formatAddress(a: Address, phrase: (text: string) => string): string {
  const street = a.street && a.where ? `${a.street} (${phrase(a.where)})` : a.street;
  return [street, a.city, a.zip ? `NC ${a.zip}` : "NC"].filter(Boolean).join(", ");
}

export const linkClass = "inline-flex min-h-11 items-center font-semibold text-professional underline underline-offset-4 hover:no-underline";

/** A tap-to-call number. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={phoneHref(phone)} className={linkClass}>
      {phone}
    </a>
  );
}

/** A sentence with the phone number in it as a tap-to-call link. */
export function PhoneText({ text, phone }: { text: string; phone: string }) {
  const [before, ...after] = text.split(phone);
  return after.length === 0 ? (
    text
  ) : (
    <>
      {before}
      <PhoneLink phone={phone} />
      {after.join(phone)}
    </>
  );
}

/** One labelled line of a card; nothing when the value is missing. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-2">
      <dt className="font-semibold text-foreground">{label}:</dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  );
}

/**
 * An agency's or a building's name. Where the page's language has its own words for it (messages `phrases`), they
 * come first and the official name, as on the sign, follows in parentheses, marked as English; `extra` (a
 * courthouse's role) goes with the page's words.
 */
export function PlaceName({ name, extra }: { name: string; extra?: string }) {
  const { phrase } = useSite();
  const local = phrase(name);
  if (local === name) return extra ? `${name} (${extra})` : name;
  return (
    <>
      {extra ? `${local}, ${extra}` : local} <span lang="en">({name})</span>
    </>
  );
}

/** A card of the location grids: icon and name as an <h3> (or `level`), a tag above, labelled facts, links below. */
export function PlaceCard({
  name,
  tag,
  icon,
  level = 3,
  facts,
  links,
  note,
  itemAttr = "data-item",
}: {
  name: ReactNode;
  tag?: string;
  icon: ContentIconName;
  level?: 3 | 4;
  facts: ReactNode;
  links?: ReactNode;
  note?: string;
  itemAttr?: string;
}) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <li {...{ [itemAttr]: "" }} className="flex flex-col rounded-xl border border-border bg-background p-5">
      {tag && <p className="mb-2 w-fit rounded-full bg-secondary px-3 py-0.5 text-sm font-semibold text-secondary-foreground">{tag}</p>}
      <Heading className="flex items-start gap-2 text-lg font-semibold text-primary">
        <ContentIcon name={icon} className="mt-0.5 shrink-0 text-professional" />
        <span>{name}</span>
      </Heading>
      <dl className="mt-3 grid gap-1 text-sm">{facts}</dl>
      {note && <p className="mt-2 text-sm text-muted-foreground">{note}</p>}
      {links && <div className="mt-2 flex flex-col items-start">{links}</div>}
    </li>
  );
}

/** The sheriff's office: address, phone, website and the online jail list. */
export function SheriffCard({ sheriff, level }: { sheriff: CountyData["sheriff"]; level?: 3 | 4 }) {
  const { t, phrase } = useSite();
  return (
    <PlaceCard
      name={<PlaceName name={sheriff.name} />}
      tag={t("place.sheriff")}
      icon="shield"
      level={level}
      facts={
        <>
          <Fact label={t(sheriff.address.street ? "place.address" : "place.city")}>{formatAddress(sheriff.address, phrase)}</Fact>
          <Fact label={t("place.phone")}>{sheriff.phone && <PhoneLink phone={sheriff.phone} />}</Fact>
        </>
      }
      links={
        (sheriff.inmateLookup || sheriff.url) && (
          <>
            {sheriff.inmateLookup && (
              <ExternalLink href={sheriff.inmateLookup} className={linkClass} newTabNote={t("common.newTab")}>
                {t("place.jailList")}
              </ExternalLink>
            )}
            {sheriff.url && (
              <ExternalLink href={sheriff.url} className={linkClass} newTabNote={t("common.newTab")}>
                {t("place.sheriffWebsite")}
              </ExternalLink>
            )}
          </>
        )
      }
    />
  );
}

/** The message of each facility type of the data files (model/schemas/places.ts), so a new type needs its words. */
const facilityTypeKeys: Record<Facility["type"], string> = { "County Detention Center": "county", "Municipal Detention": "municipal" };

/** A jail: its type, address, phone and capacity. */
export function FacilityCard({ facility: f, level }: { facility: Facility; level?: 3 | 4 }) {
  const { t, phrase } = useSite();
  return (
    <PlaceCard
      name={<PlaceName name={f.name} />}
      tag={t(`place.facilityType.${facilityTypeKeys[f.type]}`)}
      icon="building"
      level={level}
      facts={
        <>
          <Fact label={t(f.address?.street ? "place.address" : "place.city")}>{f.address && formatAddress(f.address, phrase)}</Fact>
          <Fact label={t("place.phone")}>{f.phone && <PhoneLink phone={f.phone} />}</Fact>
          <Fact label={t("place.capacity")}>{f.capacity && capacity(f.capacity, t)}</Fact>
        </>
      }
      note={!f.address?.street && !f.phone ? t("place.unconfirmed") : undefined}
    />
  );
}

/**
 * A courthouse: address, phone and public hours; its role (`serves`) in the page's language, like its name.
 */
export function CourthouseCard({ court: c, level }: { court: Courthouse; level?: 3 | 4 }) {
  const { t, phrase } = useSite();
  return (
    <PlaceCard
      name={<PlaceName name={c.name} extra={c.serves && phrase(c.serves)} />}
      tag={t("place.courthouse")}
      icon="scale"
      level={level}
      facts={
        <>
          <Fact label={t(c.address?.street ? "place.address" : "place.city")}>{c.address && formatAddress(c.address, phrase)}</Fact>
          <Fact label={t("place.phone")}>{c.phone && <PhoneLink phone={c.phone} />}</Fact>
          <Fact label={t("place.hours")}>{c.hours && phrase(c.hours)}</Fact>
        </>
      }
    />
  );
}

/** A police department or other agency, tagged with what it is. */
export function AgencyCard({ agency: a, tag, icon = "shield" }: { agency: Agency; tag: string; icon?: ContentIconName }) {
  const { t, phrase } = useSite();
  return (
    <PlaceCard
      name={<PlaceName name={a.name} />}
      tag={tag}
      icon={icon}
      facts={
        <>
          <Fact label={t(a.address?.street ? "place.address" : "place.city")}>{a.address && formatAddress(a.address, phrase)}</Fact>
          <Fact label={t("place.phone")}>
            {a.phone && (
              <>
                <PhoneLink phone={a.phone} />
                {a.phoneLabel && <span> ({phrase(a.phoneLabel)})</span>}
              </>
            )}
          </Fact>
        </>
      }
      links={
        a.url && (
          <ExternalLink href={a.url} className={linkClass} newTabNote={t("common.newTab")}>
            {t("place.website")}
          </ExternalLink>
        )
      }
    />
  );
}

/** The Clerk of Superior Court's number, when it belongs to no single courthouse. */
export function ClerkLine({ phone }: { phone: string | undefined }) {
  const t = useT();
  if (!phone) return null;
  return (
    <p className="mt-4">
      <span className="font-semibold">{t("place.clerk")}:</span> <PhoneLink phone={phone} />
    </p>
  );
}

/** A titled band of a location page; its wording is the template's (data-template-text). */
export function LocationSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} intro={intro} data={{ "data-template-text": true }}>
      {children}
    </TitledSection>
  );
}

/** The 3-column grid the cards sit in. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}

/** The 24/7 call box of the city pages: one big tap-to-call button. */
export function CallBox({ ctx, place }: { ctx: SiteContext; place: string }) {
  return (
    <section id="call-24-7" aria-labelledby="call-24-7-title" data-template-text className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-4 rounded-xl bg-primary p-6 text-primary-foreground md:flex-row md:items-center md:justify-between md:p-8">
        <div>
          <h2 id="call-24-7-title" className="text-2xl font-bold">
            {ctx.t("city.callTitle", { place })}
          </h2>
          <p className="mt-2 max-w-xl">{ctx.t("city.callText", { hours: ctx.site.hours.label })}</p>
        </div>
        <ButtonLink href={phoneHref(ctx.site.phone)} variant="emergency" size="lg" className="shrink-0">
          <PhoneIcon />
          {noBreak(ctx.t("common.callNumber"))}
        </ButtonLink>
      </div>
    </section>
  );
}

/** The closing call to action of the city pages: apply online or contact us. Until site.yaml has the form's id, the
 * words and the first button offer the application by phone instead, so they never promise a form that is not there. */
export function ApplyOrContact({ ctx, place }: { ctx: SiteContext; place: string }) {
  return (
    <CallToAction ctx={ctx} title={ctx.t("city.readyTitle", { place })} text={ctx.t("city.readyText")}>
      <div className="flex flex-wrap gap-3">
        {ctx.applyOnline ? (
          <ButtonLink href={ctx.paths.apply} variant="professional" size="lg">
            {ctx.t("common.applyOnline")}
          </ButtonLink>
        ) : (
          <ButtonLink href={phoneHref(ctx.site.phone)} variant="professional" size="lg">
            <PhoneIcon />
            {noBreak(ctx.t("common.callNumber"))}
          </ButtonLink>
        )}
        <ButtonLink href={ctx.paths.contact} variant="outline" size="lg">
          {ctx.t("common.contactUs")}
        </ButtonLink>
      </div>
    </CallToAction>
  );
}
