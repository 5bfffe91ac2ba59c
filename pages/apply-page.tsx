/**
 * /apply: emergency call box, what the applicant needs, the four steps, the online form's container and the
 * important information. The form is the apply-form island (templates/islands/apply-form); without a form id in
 * site.yaml the page has no form section and no apply button: it tells how to apply by phone (its content's
 * `{withoutForm: …}` texts), and the call box is its call to action.
 */

import { phoneHref } from "../model/phone.ts";
import type { FixedPage } from "../model/schemas/index.ts";
import { PageHero, Prose, Section } from "../templates/blocks.tsx";
import { type ApplyFormProps, applyForm } from "../templates/islands/apply-form/apply-form.tsx";
import { Island } from "../templates/islands/island.tsx";
import { Layout } from "../templates/layout.tsx";
import { ButtonLink } from "../templates/ui/button.tsx";
import { PhoneIcon } from "../templates/ui/icons.tsx";
import { noBreak } from "../templates/ui/no-break.tsx";
import { wordsOf } from "../templates/words.tsx";
import type { PageProps } from "./page-props.ts";

/** The online application page. */
export function ApplyPage({ page, ctx }: PageProps<Extract<FixedPage, { template: "apply" }>>) {
  const { site } = ctx;
  const { formId, provider, scriptUrl, hostedUrl } = site.applyForm;
  const form: ApplyFormProps | undefined = ctx.applyOnline
    ? {
        provider,
        scriptUrl: scriptUrl.replace("{formId}", encodeURIComponent(formId)),
        hostedUrl: hostedUrl.replace("{formId}", encodeURIComponent(formId)),
        phone: site.phone,
        phoneHref: phoneHref(site.phone),
        timeoutMs: 10_000,
        words: {
          ...wordsOf(ctx.t, "applyForm", ["static", "loading", "ready", "failed", "or", "open", "toast"], ["provider", "phone"]),
          newTab: ctx.t("common.newTab"),
        },
      }
    : undefined;
  return (
    <Layout ctx={ctx} path={page.path}>
      <PageHero ctx={ctx} heading={page.heading} lead={page.description} applyHref="#apply-form" />
      <Section className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <Prose body={page.body} />
          <h2 className="mt-10 text-2xl font-bold text-primary">{ctx.t("apply.needs")}</h2>
          <ul className="mt-3 grid list-disc gap-1 pl-6">
            {page.needs.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
        <aside aria-labelledby="emergency-box" className="self-start rounded-xl bg-emergency p-6 text-emergency-foreground">
          <h2 id="emergency-box" className="text-xl font-bold">
            {ctx.t("apply.hurry")}
          </h2>
          <p className="mt-2">{ctx.t("apply.hurryText")}</p>
          <ButtonLink href={phoneHref(site.phone)} variant="hero" size="lg" className="mt-4">
            <PhoneIcon />
            {noBreak(ctx.t("common.callNumber"))}
          </ButtonLink>
        </aside>
      </Section>
      <Section label={ctx.t("apply.how")}>
        <h2 className="text-2xl font-bold text-primary">{ctx.t("apply.how")}</h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.steps.map((s, i) => (
            <li key={s.title} className="rounded-xl border border-border p-5">
              <p className="text-sm font-bold text-emergency">{ctx.t("apply.step", { number: i + 1 })}</p>
              <h3 className="mt-1 text-lg font-bold text-primary">{s.title}</h3>
              <p className="mt-1 text-muted-foreground">{s.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      {form && (
        <Section id="apply-form" label={ctx.t("apply.form")}>
          <h2 className="text-2xl font-bold text-primary">{ctx.t("apply.form")}</h2>
          <div data-slot="apply-form" className="mt-4 rounded-xl border-2 border-dashed border-border p-6">
            <Island island={applyForm} props={form} />
          </div>
        </Section>
      )}
      <section aria-labelledby="important" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="important" className="text-2xl font-bold text-primary">
            {ctx.t("apply.important")}
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {page.important.map((s) => (
              <li key={s.title} className="rounded-xl bg-background p-5">
                <h3 className="text-lg font-bold text-primary">{s.title}</h3>
                <p className="mt-1 text-muted-foreground">{s.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Layout>
  );
}
