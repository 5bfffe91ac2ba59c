/** Page sections that many templates share: the hero with the two calls to action, the prose body, the closing call. */
import type { ReactNode } from "react";
import type { PageBody } from "../model/content.ts";
import { phoneHref } from "../model/phone.ts";
import type { SiteContext } from "../model/site-context.ts";
import { ButtonLink } from "./ui/button.tsx";
import { FormIcon, PhoneIcon } from "./ui/icons.tsx";
import { noBreak } from "./ui/no-break.tsx";

/** The two actions every page pushes: call the 24/7 line, apply online (only once site.yaml has the online form). */
export function CallButtons({
  ctx,
  onDark = false,
  applyHref,
  className,
}: {
  ctx: SiteContext;
  onDark?: boolean;
  applyHref?: string;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className ?? ""}`}>
      <ButtonLink href={phoneHref(ctx.site.phone)} variant="emergency" size="lg">
        <PhoneIcon />
        {noBreak(ctx.t("common.callNumber"))}
      </ButtonLink>
      {ctx.applyOnline && (
        <ButtonLink href={applyHref ?? ctx.paths.apply} variant={onDark ? "hero" : "professional"} size="lg">
          <FormIcon />
          {ctx.t("common.applyOnline")}
        </ButtonLink>
      )}
    </div>
  );
}

/** The top of a page: its single <h1>, an optional lead, and the calls to action. */
export function PageHero({
  ctx,
  heading,
  lead,
  applyHref,
  children,
}: {
  ctx: SiteContext;
  heading: string;
  lead?: string;
  applyHref?: string; // where "Apply Online" goes; the apply page points it at its own form
  children?: ReactNode;
}) {
  return (
    <section className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        <h1 className="max-w-3xl text-3xl leading-tight font-bold md:text-4xl">{heading}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg">{noBreak(lead)}</p>}
        <div className="mt-6">
          <CallButtons ctx={ctx} onDark applyHref={applyHref} />
        </div>
        {children}
      </div>
    </section>
  );
}

/** A Markdown body, as the generator rendered it (sanitized there: content's raw HTML never reaches it). */
export function Prose({ body, className }: { body: PageBody; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is the generator's HTML of Markdown without raw HTML
  return <div className={`prose ${className ?? ""}`} dangerouslySetInnerHTML={body} />;
}

/**
 * A page section with a width limit and vertical rhythm. An `id` makes it an in-page link's target: the link then
 * lands on the section's top padding, with its heading in view (put the id here, not on something below the heading).
 */
export function Section({ children, className, label, id }: { children: ReactNode; className?: string; label?: string; id?: string }) {
  return (
    <section id={id} aria-label={label} className={`mx-auto max-w-6xl px-4 py-10 ${className ?? ""}`}>
      {children}
    </section>
  );
}

/** The closing call to action of a page: the call and apply buttons, or the `children` buttons instead. */
export function CallToAction({ ctx, title, text, children }: { ctx: SiteContext; title: string; text: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4">
      <div className="rounded-xl bg-muted p-6 md:p-10">
        <h2 id="cta-title" className="text-2xl font-bold text-primary">
          {title}
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">{noBreak(text)}</p>
        <div className="mt-5">{children ?? <CallButtons ctx={ctx} />}</div>
      </div>
    </section>
  );
}

/**
 * A band of the page with its own <h2> and an id to link to (/page#id): every structured section and every
 * location block. `data` adds data-* attributes (data-kind, data-template-text) that tests and checks read.
 */
export function TitledSection({
  id,
  title,
  intro,
  data,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode; // a string becomes a paragraph
  data?: Record<`data-${string}`, string | boolean>;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} {...data} className="mx-auto max-w-6xl scroll-mt-4 px-4 py-8">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-primary">
        {title}
      </h2>
      {intro && <div className="prose mt-3 max-w-3xl text-muted-foreground">{typeof intro === "string" ? <p>{intro}</p> : intro}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
