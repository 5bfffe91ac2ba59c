/** / : hero with the call and apply buttons, four feature tiles, six service cards, the long text, county grid, closing call. */
import type { FixedPage } from "../model/schemas/index.ts";
import { CallButtons, CallToAction, Prose, Section } from "../templates/blocks.tsx";
import { Layout } from "../templates/layout.tsx";
import { ArrowIcon, CardIcon, ChatIcon, ClockIcon, ShieldIcon } from "../templates/ui/icons.tsx";
import { noBreak } from "../templates/ui/no-break.tsx";
import type { PageProps } from "./page-props.ts";

const tileIcons = [ClockIcon, ShieldIcon, ChatIcon, CardIcon];

/** The home page. */
/**
 * A title in sentence case ("Bonds for any charge") reads in lower case inside a sentence; a title in title case
 * ("Surety Bonds") or one whose first word is an acronym is left as it is.
 */
export const midSentence = (title: string) =>
  /^\p{Lu}\p{Ll}/u.test(title) && !/\s\p{Lu}\p{Ll}/u.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;

export function HomePage({ page, ctx }: PageProps<Extract<FixedPage, { template: "home" }>>) {
  return (
    <Layout ctx={ctx} path={page.path}>
      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-[3fr_2fr] md:py-16">
          <div>
            <p className="font-semibold text-accent">
              {/* A sample rating says so, in the page's language, until site.yaml holds real figures. */}
              {ctx.t(ctx.site.rating.sample ? "home.badgeSample" : "home.badge", { hours: ctx.site.hours.label })}
            </p>
            <h1 className="mt-2 text-3xl leading-tight font-bold md:text-5xl">{page.heading}</h1>
            <p className="mt-4 max-w-xl text-lg">{noBreak(page.lead)}</p>
            <div className="mt-6">
              <CallButtons ctx={ctx} onDark />
            </div>
          </div>
          <img
            src="/images/home-hero.svg"
            width="480"
            height="360"
            alt={ctx.t("home.heroAlt")}
            className="mx-auto hidden h-auto w-full max-w-md md:block"
          />
        </div>
      </section>
      <Section label={ctx.t("home.whyLabel")}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.features.map((f, i) => {
            const Icon = tileIcons[i % tileIcons.length]!;
            return (
              <li key={f.title} className="rounded-xl border border-border p-5">
                <Icon size={28} className="text-emergency" />
                <h2 className="mt-3 text-lg font-bold text-primary">{f.title}</h2>
                <p className="mt-1 text-muted-foreground">{noBreak(f.text)}</p>
              </li>
            );
          })}
        </ul>
      </Section>
      <section aria-labelledby="services" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="services" className="text-2xl font-bold text-primary">
            {ctx.t("home.services")}
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.services.map((s) => (
              <li key={s.title} className="flex flex-col rounded-xl bg-background p-5 shadow-sm">
                <h3 className="text-lg font-bold text-primary">{s.title}</h3>
                <p className="mt-1 flex-1 text-muted-foreground">{noBreak(s.text)}</p>
                <a
                  href={s.path}
                  className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-professional underline underline-offset-4 hover:no-underline"
                >
                  {ctx.t("home.learnMore")}
                  <span className="sr-only"> {ctx.t("home.learnMoreAbout", { title: midSentence(s.title) })}</span>
                  <ArrowIcon size={16} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Section>
        <Prose body={page.body} />
      </Section>
      <Section label={ctx.t("home.areaLabel")}>
        <h2 className="text-2xl font-bold text-primary">{ctx.t("home.counties")}</h2>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {ctx.counties.map((c) => (
            <li key={c.path}>
              <a href={c.path} className="flex min-h-11 items-center justify-between rounded-lg border border-border px-4 py-3 font-medium hover:bg-muted">
                {c.label}
                <ArrowIcon size={16} />
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction ctx={ctx} title={page.cta.title} text={page.cta.text} />
    </Layout>
  );
}
